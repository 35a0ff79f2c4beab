"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import { headerLinks } from "@/content/navigation";
import { joinClasses } from "@/lib/join-classes";

export function MainNav({ loginHref }: { loginHref: string }) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const servicesRef = useRef<HTMLLIElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const servicesId = useId();

  // Any navigation closes both menus.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
    setServicesOpen(false);
  }

  useEffect(() => {
    if (!servicesOpen && !menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (servicesOpen) {
        setServicesOpen(false);
        servicesButton.current?.focus();
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (servicesOpen && !servicesRef.current?.contains(event.target as Node)) {
        setServicesOpen(false);
      }
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [servicesOpen, menuOpen]);

  // WCAG 2.2, 2.4.11: the browser scrolls a control reached by keyboard into view only when it
  // is off screen, so Shift+Tab could leave one under the sticky header; it is brought below.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = nav.current?.closest("header");
    if (!header) return;
    function bringBelow(target: Element) {
      if (document.activeElement !== target) return;
      const cover = header!.getBoundingClientRect().bottom;
      const { top } = target.getBoundingClientRect();
      if (top >= cover) return;
      // Where the page's scroll padding (globals.css) would put it, so the browser leaves it there.
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      window.scrollBy({ top: top - Math.max(cover + 16, padding || 0), behavior: "instant" });
    }
    function onFocus(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof Element) || header!.contains(target)) return;
      // An open modal dialog sits above the header; the page behind it is not to move.
      if (!target.matches(":focus-visible") || target.closest("dialog")) return;
      bringBelow(target);
      // Sections rendered as they come near the screen can move it in the next frame, and one
      // revealed as it does slides up 50 px over 0.5 s (globals.css): checked after both.
      requestAnimationFrame(() => bringBelow(target));
      window.setTimeout(() => bringBelow(target), 600);
    }
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);

  const current = (href: string) => (pathname === href ? "page" : undefined);
  const servicesActive = headerLinks.services.items.some((item) => item.href === pathname);

  return (
    <nav
      ref={nav}
      aria-label="Main"
      className="nojs-nav flex items-center"
      // Tabbing on past the open phone menu closes it, or it would cover the control that has
      // the focus (WCAG 2.2, 2.4.11). Focus that goes nowhere is left alone, as for Services.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (menuOpen && next && !event.currentTarget.contains(next)) setMenuOpen(false);
      }}
    >
      <button
        ref={menuButton}
        type="button"
        className="nojs-hide text-brand-900 hover:bg-brand-50 nav:hidden inline-flex h-11 w-11 items-center justify-center rounded-md"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        {menuOpen ? <Icon icon="x" /> : <Icon icon="menu" />}
      </button>

      <div
        id={menuId}
        className={joinClasses(
          menuOpen ? "block" : "hidden",
          "nojs-show nojs-menu nav-menu nav:flex",
        )}
      >
        <ul className="nav:flex-row nav:items-center flex flex-col gap-1">
          <li>
            <Link href={headerLinks.home.href} className="nav-link" aria-current={current("/")}>
              {headerLinks.home.label}
            </Link>
          </li>
          <li
            ref={servicesRef}
            className="nojs-dropdown relative"
            // Tabbing on past the list closes it, so it does not cover the page. Focus that
            // goes nowhere (relatedTarget null: a click Safari does not focus) is left to the
            // outside-click handler, or a click on an item would be lost.
            onBlur={(event) => {
              const next = event.relatedTarget;
              if (next && !event.currentTarget.contains(next)) setServicesOpen(false);
            }}
          >
            <button
              ref={servicesButton}
              type="button"
              className={joinClasses(
                "nav-link",
                "nojs-mobile-hide flex w-full items-center justify-between gap-1 text-left",
                // A colour given here outranks the class in every state, so it names its hover too.
                servicesActive ? "text-brand-700 hover:text-brand-800" : "",
              )}
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((open) => !open)}
            >
              {headerLinks.services.label}
              <Icon
                icon="chevron-down"
                className={joinClasses(
                  "h-4 w-4 transition-transform",
                  servicesOpen ? "rotate-180" : "",
                )}
              />
            </button>
            <span className="nojs-label text-muted hidden px-3 pt-2 pb-1 text-sm font-semibold tracking-wide uppercase">
              {headerLinks.services.label}
            </span>
            <ul
              id={servicesId}
              className={joinClasses(servicesOpen ? "block" : "hidden", "nojs-panel nav-panel")}
            >
              {headerLinks.services.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="nav-link" aria-current={current(item.href)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {headerLinks.after.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="nav-link" aria-current={current(item.href)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="nav:mt-0 nav:flex-row nav:items-center mt-4 flex flex-col gap-3">
          <Link href={headerLinks.contact.href} className={buttonClasses("primary", "sm")}>
            {headerLinks.contact.label}
          </Link>
          <a href={loginHref} className={buttonClasses("outline", "sm")}>
            LOGIN
          </a>
        </div>
      </div>
    </nav>
  );
}
