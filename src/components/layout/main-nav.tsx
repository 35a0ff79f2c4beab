"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import { ServicesMenu } from "@/components/layout/services-menu";
import { useFocusBelowHeader } from "@/components/layout/use-focus-below-header";
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

  // Any navigation closes both menus.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
    setServicesOpen(false);
  }

  useDismissMenus({
    servicesOpen,
    menuOpen,
    setServicesOpen,
    setMenuOpen,
    servicesRef,
    servicesButton,
    menuButton,
  });

  const nav = useRef<HTMLElement>(null);
  useFocusBelowHeader(nav);

  const current = (href: string) => (pathname === href ? "page" : undefined);

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
          <ServicesMenu
            open={servicesOpen}
            setOpen={setServicesOpen}
            pathname={pathname}
            itemRef={servicesRef}
            buttonRef={servicesButton}
          />
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

/**
 * Escape closes Services first, then the phone menu, and gives the focus back to the button
 * that opened it; a press outside Services closes it.
 */
function useDismissMenus({
  servicesOpen,
  menuOpen,
  setServicesOpen,
  setMenuOpen,
  servicesRef,
  servicesButton,
  menuButton,
}: {
  servicesOpen: boolean;
  menuOpen: boolean;
  setServicesOpen: (open: boolean) => void;
  setMenuOpen: (open: boolean) => void;
  servicesRef: RefObject<HTMLLIElement | null>;
  servicesButton: RefObject<HTMLButtonElement | null>;
  menuButton: RefObject<HTMLButtonElement | null>;
}): void {
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
  }, [
    servicesOpen,
    menuOpen,
    setServicesOpen,
    setMenuOpen,
    servicesRef,
    servicesButton,
    menuButton,
  ]);
}
