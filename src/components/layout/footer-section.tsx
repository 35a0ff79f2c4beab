"use client";

import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { joinClasses } from "@/lib/join-classes";

/** A footer column: always open above 768px, a collapsible section below that. */
export function FooterSection({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="border-brand-900 nav:border-0 border-b">
      <h3 className="text-lg font-semibold text-white">
        <button
          type="button"
          className="nojs-hide footer-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <Icon
            icon="chevron-down"
            className={joinClasses("h-5 w-5 transition-transform", open ? "rotate-180" : "")}
          />
        </button>
        <span className="nav:block hidden py-2 [@media(scripting:none)]:block">{title}</span>
      </h3>
      <div
        id={panelId}
        className={joinClasses(open ? "block" : "hidden", "nojs-show nav:block pb-4")}
      >
        {children}
      </div>
    </div>
  );
}
