import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { joinClasses } from "@/lib/join-classes";

export type AccordionItem = {
  /** Stable key; also the `<details>` id when `idPrefix` is given, so a link can open it. */
  id: string;
  summary: ReactNode;
  content: ReactNode;
};

type Props = {
  items: readonly AccordionItem[];
  /**
   * Items sharing a name open one at a time (the browser closes the others). Leave it out
   * where a reader compares answers side by side.
   */
  name?: string;
  idPrefix?: string;
  className?: string;
  /** Passed to each item, for tests and analytics that count items. */
  itemTestId?: string;
};

/**
 * The site's one accordion, built on native `<details>`: no script, every answer in the
 * server HTML for crawlers and readers without JavaScript, toggled by click, Enter or Space.
 */
export function Accordion({ items, name, idPrefix, className, itemTestId }: Props) {
  // Only the attributes given: a prop set to undefined still costs a key in the script payload.
  const shared = { ...(name && { name }), ...(itemTestId && { "data-testid": itemTestId }) };
  return (
    <ul className={joinClasses("accordion", className)}>
      {items.map((item) => (
        <li key={item.id}>
          <details {...shared} {...(idPrefix && { id: `${idPrefix}${item.id}` })} className="group">
            <summary className="accordion-summary">
              {item.summary}
              <Icon icon="chevron-down" className="accordion-chevron" />
            </summary>
            <div className="accordion-panel">{item.content}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
