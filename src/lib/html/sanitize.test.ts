import { describe, expect, it } from "vitest";
import { sanitizeFaqHtml, sanitizePostHtml } from "@/lib/html/sanitize";
import { postLink } from "@/lib/posts/slug";

const wpOrigin = "https://blog.example.com";

describe("sanitizePostHtml", () => {
  it.each([
    ["script", "<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    [
      "event handler",
      '<img src="https://x.example/a.png" onerror="alert(1)" alt="a">',
      '<img alt="a" loading="lazy" decoding="async" src="https://x.example/a.png" />',
    ],
    ["javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ["svg", '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', "<p>ok</p>"],
    [
      "form",
      '<form action="https://evil.example"><input name="a"><button>Go</button></form>',
      "Go",
    ],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">', ""],
    ["style attribute", '<p style="position:fixed">x</p>', "<p>x</p>"],
    ["iframe from another host", '<iframe src="https://evil.example/x"></iframe>', ""],
    ["protocol-relative iframe", '<iframe src="//www.youtube.com/embed/x"></iframe>', ""],
  ])("removes %s", (_name, input, expected) => {
    expect(sanitizePostHtml(input, { wpOrigin, postLink })).toBe(expected);
  });

  it("keeps allowed video embeds, lazily loaded and titled", () => {
    const html = sanitizePostHtml(
      '<iframe src="https://player.vimeo.com/video/1" onload="x()"></iframe>',
    );
    expect(html).toContain('src="https://player.vimeo.com/video/1"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Embedded video"');
    expect(html).not.toContain("onload");
  });

  it("keeps the language of a passage, and nothing else it came with", () => {
    expect(
      sanitizePostHtml('<p>In Tamil: <span lang="ta" onclick="x()" class="y">ஈரக் கழிவு</span></p>'),
    ).toBe('<p>In Tamil: <span lang="ta">ஈரக் கழிவு</span></p>');
  });

  it("demotes h1 to h2 so the page keeps a single h1", () => {
    expect(sanitizePostHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("rewrites post permalinks on the WordPress host, keeps other paths and hosts", () => {
    expect(
      sanitizePostHtml(`<a href="${wpOrigin}/some-post/#part">a</a>`, { wpOrigin, postLink }),
    ).toBe('<a href="/blog/some-post#part">a</a>');
    expect(sanitizePostHtml(`<a href="${wpOrigin}/Some-Post/">a</a>`, { wpOrigin, postLink })).toBe(
      '<a href="/blog/some-post">a</a>',
    );
    expect(
      sanitizePostHtml(
        `<a href="${wpOrigin}/%E0%AE%95%E0%AE%B4%E0%AE%BF%E0%AE%B5%E0%AF%81/">a</a>`,
        {
          wpOrigin,
          postLink,
        },
      ),
    ).toBe(`<a href="/blog/${encodeURIComponent("கழிவு")}">a</a>`);
    expect(sanitizePostHtml(`<a href="${wpOrigin}/?p=42">a</a>`, { wpOrigin, postLink })).toBe(
      '<a href="/post/42">a</a>',
    );
    expect(
      sanitizePostHtml(`<a href="${wpOrigin}/wp-content/uploads/a.pdf">a</a>`, {
        wpOrigin,
        postLink,
      }),
    ).toContain(`${wpOrigin}/wp-content/uploads/a.pdf`);
  });

  it("leaves post permalinks alone when given no way to name the site's post", () => {
    expect(sanitizePostHtml(`<a href="${wpOrigin}/some-post/">a</a>`, { wpOrigin })).toContain(
      `href="${wpOrigin}/some-post/"`,
    );
  });

  it("keeps tables, lists, quotes, code and captions", () => {
    const html =
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ol><li>x</li></ol><blockquote><p>q</p></blockquote><pre><code>c</code></pre><figure><figcaption>cap</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(html.replace("<table>", '<table tabindex="0">'));
  });

  it("makes every table reachable by keyboard, whatever attributes it came with", () => {
    expect(sanitizePostHtml('<table tabindex="-1" onclick="x()"><tr><td>1</td></tr></table>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table>',
    );
  });
});

describe("sanitizeFaqHtml", () => {
  const wpOrigin = "http://127.0.0.1:8881";

  it("keeps only paragraphs, links, emphasis, lists and line breaks", () => {
    const html = sanitizeFaqHtml(
      '<h2>Title</h2><p onclick="x()" style="color:red">One<br>two <b>bold</b> <i>it</i></p>' +
        '<script>alert(1)</script><img src="x.png" alt="x"><table><tr><td>cell</td></tr></table>' +
        '<iframe src="https://www.youtube.com/embed/x"></iframe><ol><li>a</li></ol>',
      { wpOrigin, postLink },
    );
    expect(html).toBe(
      "Title<p>One<br />two <strong>bold</strong> <em>it</em></p>cell<ol><li>a</li></ol>",
    );
  });

  it("keeps links to the site's own pages as they are and drops unsafe ones", () => {
    const answer = (href: string) => sanitizeFaqHtml(`<a href="${href}">x</a>`, { wpOrigin });
    expect(answer("/contact-us")).toBe('<a href="/contact-us">x</a>');
    expect(answer("/services/epr#fees")).toBe('<a href="/services/epr#fees">x</a>');
    expect(answer("#fees")).toBe('<a href="#fees">x</a>');
    expect(answer("mailto:info@example.com")).toBe('<a href="mailto:info@example.com">x</a>');
    expect(answer("tel:+914224567000")).toBe('<a href="tel:+914224567000">x</a>');
    // What WordPress's filter leaves of javascript:alert(3), and other non-links: text only.
    for (const href of [
      "javascript:alert(3)",
      "alert(3)",
      "contact-us",
      "//evil.example/x",
      "data:text/html,x",
    ]) {
      expect(answer(href)).toBe("x");
    }
  });

  it("applies the post rules to absolute links: WordPress posts become the blog's", () => {
    expect(sanitizeFaqHtml('<a href="javascript:alert(1)">x</a>')).toBe("x");
    expect(sanitizeFaqHtml(`<a href="${wpOrigin}/my-post/">post</a>`, { wpOrigin, postLink })).toBe(
      '<a href="/blog/my-post">post</a>',
    );
    expect(sanitizeFaqHtml('<a href="https://example.com" target="_blank">out</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">out</a>',
    );
  });
});
