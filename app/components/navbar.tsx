import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";

import type { StaffUser } from "../../domain/staff.ts";
import { adminMenuFor, isNavbarDark, navItemsFor } from "../navigation.ts";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";
import { basePath } from "../../i18n/locales.ts";
import { LanguageSwitch } from "./language-switch.tsx";

export function Navbar() {
  const motel = useContent();
  const t = useT();
  const location = useLocation();
  const [dark, setDark] = useState(false);
  const [open, setOpen] = useState(false);
  // Until the page is interactive, "Menu" is a link to the footer's links (works without JS).
  const [interactive, setInteractive] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setInteractive(true);
    const update = () => setDark(isNavbarDark(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // Any navigation, even to an anchor on the same page, closes the phone menu.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus(); // the focused link is about to disappear
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="navbar" data-dark={dark || open ? "true" : "false"}>
      <nav className="navbar__inner" aria-label={t("common.mainNav")}>
        <Link to={t.path("/")} className="navbar__brand">
          {motel.name}
        </Link>
        {interactive ? (
          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-expanded={open}
            aria-controls="navbar-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <span className="navbar__toggle-bars" aria-hidden="true" />
            {t("common.menu")}
          </button>
        ) : (
          <a className="navbar__toggle" href="#footer-links">
            <span className="navbar__toggle-bars" aria-hidden="true" />
            {t("common.menu")}
          </a>
        )}
        <ul id="navbar-menu" className="navbar__menu" data-open={open ? "true" : "false"}>
          {navItemsFor(basePath(location.pathname)).map((item) => (
            <li key={item.to}>
              {item.to.includes("#") ? (
                // An in-page anchor is never "the current page".
                <Link to={t.path(item.to)} className="navbar__link">
                  {t(item.label)}
                </Link>
              ) : (
                <NavLink to={t.path(item.to)} end className="navbar__link">
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <LanguageSwitch className="navbar__link navbar__language" />
          </li>
          <AdminMenu pathname={location.pathname} />
        </ul>
      </nav>
    </header>
  );
}

/**
 * Signed-in staff on an admin page get the Admin menu: every staff area their role may open
 * (app/navigation.ts), then Logout. A disclosure (details), so it opens without JavaScript too;
 * Logout is a POST form. The current area is marked (aria-current="page"): a booking's page
 * marks Bookings, so only Home matches its address exactly.
 */
function AdminMenu({ pathname }: { pathname: string }) {
  // The staff words come with the admin layout's data, which this menu needs to show at all.
  const t = useT();
  const admin = useRouteLoaderData<{ user: StaffUser | null }>("routes/admin/layout");
  if (!admin?.user) return null;
  return (
    <li className="navbar__admin">
      {/* A new key per page closes the menu after each navigation. */}
      <details key={pathname}>
        <summary className="navbar__link">{t("staff.adminMenu")}</summary>
        <ul className="navbar__admin-list">
          {adminMenuFor(admin.user).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/admin"} className="navbar__link">
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <Form method="post" action="/admin/logout">
              <button type="submit" className="navbar__link navbar__logout">
                {t("staff.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </details>
    </li>
  );
}
