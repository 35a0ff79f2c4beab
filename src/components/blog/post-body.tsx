import styles from "./post-body.module.css";

/**
 * The only place post HTML is rendered. The HTML was sanitised on the server with an
 * allowlist (src/lib/html/sanitize.ts) before it reached this component.
 * Images inside the body stay plain <img> elements (lazy, with their width and height;
 * WordPress-hosted ones point at Next's image optimiser), which keeps the body a string.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div data-post-body="" className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
