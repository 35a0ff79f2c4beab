import { describe, expect, it } from "vitest";
import { isWordPressUpload, uploadsPath } from "./wordpress-uploads";

describe("the WordPress uploads folder", () => {
  it("is under the site root, wherever WordPress is installed", () => {
    expect(uploadsPath("https://blog.example.com")).toBe("/wp-content/uploads/");
    expect(uploadsPath("https://example.com/blog/")).toBe("/blog/wp-content/uploads/");
  });

  it("takes media files and refuses any other path, host or trick", () => {
    const wp = "https://blog.example.com";
    expect(isWordPressUpload(`${wp}/wp-content/uploads/2026/11/bin.jpg`, wp)).toBe(true);
    for (const url of [
      `${wp}/wp-json/wp/v2/users`,
      `${wp}/wp-admin/`,
      `${wp}/wp-content/plugins/x/logo.png`,
      `${wp}/wp-content/uploads/../../wp-json/wp/v2/posts`,
      `${wp}/wp-content/uploads/%2e%2e/%2e%2e/wp-json`,
      "https://evil.example.com/wp-content/uploads/a.jpg",
      "not a url",
    ]) {
      expect(isWordPressUpload(url, wp), url).toBe(false);
    }
    expect(isWordPressUpload(`${wp}/wp-content/uploads/a.jpg`, undefined)).toBe(false);
  });
});
