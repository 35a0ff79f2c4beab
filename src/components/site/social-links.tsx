import { SocialIcon } from "@/components/site/social-icon";
import { BRAND_NAME, type SocialLink } from "@/content/site";
import { mergeClasses } from "@/lib/merge-classes";

const tones = {
  /** On light surfaces. */
  light: "social-link-light",
  /** On the dark footer. */
  dark: "social-link-dark",
} as const;

/** The company's social profiles as round icon links (44x44), each opening in a new tab. */
export function SocialLinks({
  tone,
  links,
}: {
  tone: keyof typeof tones;
  /** The company's profiles (getSiteSettings). */
  links: readonly SocialLink[];
}) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label={`${BRAND_NAME} on social media`}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={mergeClasses("social-link", tones[tone])}
          >
            <SocialIcon network={link.network} />
            <span className="sr-only">
              {BRAND_NAME} on {link.label} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
