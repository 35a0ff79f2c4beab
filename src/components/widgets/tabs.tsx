"use client";

import { useId, useRef, useState } from "react";
import { joinClasses } from "@/lib/join-classes";

export type TabItem = {
  id: string;
  label: React.ReactNode;
  /** Server-rendered panel content; every panel is in the HTML. */
  panel: React.ReactNode;
};

type Props = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  defaultIndex?: number;
  className?: string;
  /** Classes for the tab list; its utilities win over the `tab-list` component class. */
  tabListClassName?: string;
  onChange?: (index: number) => void;
};

/**
 * The ARIA tabs pattern: one tab stop (roving tabindex), Left/Right/Home/End move and
 * select, panels labelled by their tab. Without scripts the tab list is hidden and every
 * panel shows, so each panel should carry its own heading.
 */
export function Tabs({
  label,
  tabs,
  defaultIndex = 0,
  className,
  tabListClassName = "",
  onChange,
}: Props) {
  const [selected, setSelected] = useState(defaultIndex);
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number, focus: boolean) {
    setSelected(index);
    onChange?.(index);
    if (focus) tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={joinClasses("tab-list nojs-hide", tabListClassName)}
      >
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={joinClasses(
                "min-h-11 rounded-full border-2 px-5 py-2 font-semibold transition-colors",
                active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-brand-200 text-brand-800 hover:border-brand-700 bg-white",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          data-tab-panel={tab.id}
          // A class rather than the hidden attribute: Tailwind's base layer makes [hidden]
          // display:none !important, which would also hide the panels when scripts are off.
          className={index === selected ? "" : "[@media(scripting:enabled)]:hidden"}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
