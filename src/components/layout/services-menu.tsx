"use client";

import type { RefObject } from "react";
import { useId } from "react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { headerLinks } from "@/content/navigation";
import { joinClasses } from "@/lib/join-classes";

/** The Services item of the main menu: a button that opens and closes the list of services. */
export function ServicesMenu({
  open,
  setOpen,
  pathname,
  itemRef,
  buttonRef,
}: {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  pathname: string;
  itemRef: RefObject<HTMLLIElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const servicesId = useId();
  const servicesActive = headerLinks.services.items.some((item) => item.href === pathname);
  const current = (href: string) => (pathname === href ? "page" : undefined);
  return (
    <li
      ref={itemRef}
      className="nojs-dropdown relative"
      // Tabbing on past the list closes it, so it does not cover the page. Focus that
      // goes nowhere (relatedTarget null: a click Safari does not focus) is left to the
      // outside-click handler, or a click on an item would be lost.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={joinClasses(
          "nav-link",
          "nojs-mobile-hide flex w-full items-center justify-between gap-1 text-left",
          // A colour given here outranks the class in every state, so it names its hover too.
          servicesActive ? "text-brand-700 hover:text-brand-800" : "",
        )}
        aria-expanded={open}
        aria-controls={servicesId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {headerLinks.services.label}
        <Icon
          icon="chevron-down"
          className={joinClasses("h-4 w-4 transition-transform", open ? "rotate-180" : "")}
        />
      </button>
      <span className="nojs-label text-muted hidden px-3 pt-2 pb-1 text-sm font-semibold tracking-wide uppercase">
        {headerLinks.services.label}
      </span>
      <ul
        id={servicesId}
        className={joinClasses(open ? "block" : "hidden", "nojs-panel nav-panel")}
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
  );
}
