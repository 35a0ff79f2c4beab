"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { joinClasses } from "@/lib/join-classes";

export function NotFoundActions() {
  const router = useRouter();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link href="/" className={buttonClasses("primary")}>
        Go to Homepage
      </Link>
      <Link href="/#services" className={buttonClasses("outline")}>
        See our services
      </Link>
      <button
        type="button"
        className={joinClasses("nojs-hide", buttonClasses("outline"))}
        onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
      >
        Go Back
      </button>
      {/* Going back needs a script; without one, a way on to someone who can help stands in. */}
      <span className="hidden noscript:contents">
        <Link href="/contact-us" className={buttonClasses("outline")}>
          Contact Us
        </Link>
      </span>
    </div>
  );
}
