import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { motel } from "../../content/motel.ts";
import { isNavbarDark, navItemsFor } from "../navigation.ts";

export function Navbar() {
  const { pathname } = useLocation();
  const [dark, setDark] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const update = () => setDark(isNavbarDark(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // A new page closes the mobile menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="navbar" data-dark={dark || open ? "true" : "false"}>
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand">
          {motel.name}
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="navbar-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="navbar__toggle-bars" aria-hidden="true" />
          Menu
        </button>
        <ul id="navbar-menu" className="navbar__menu" data-open={open ? "true" : "false"}>
          {navItemsFor(pathname).map((item) => (
            <li key={item.to}>
              {item.to.includes("#") ? (
                // An in-page anchor is never "the current page".
                <Link to={item.to} className="navbar__link">
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.to} end className="navbar__link">
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
