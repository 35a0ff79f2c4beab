/**
 * An FAQ answer: the default's plain text in a paragraph, or an answer written in WordPress,
 * already sanitised at the seam to p, a, strong, em, lists and br (sanitizeFaqHtml). The only
 * place FAQ HTML is rendered.
 */
export function FaqAnswer({ text, html }: { text: string; html?: string }) {
  if (!html) return <p>{text}</p>;
  return <div className="rich-answer" dangerouslySetInnerHTML={{ __html: html }} />;
}
