import { NavLink } from "react-router";

/** Links between the media pages (the content index, issue 15 part A, links to them too). */
export function MediaNav() {
  return (
    <nav aria-label="Photos and files" className="media-nav">
      <NavLink to="/admin/content/photos">Photos</NavLink>{" "}
      <NavLink to="/admin/content/gallery">Gallery</NavLink>{" "}
      <NavLink to="/admin/content/documents">Documents</NavLink>{" "}
      <NavLink to="/admin/content/video">Video</NavLink>
    </nav>
  );
}
