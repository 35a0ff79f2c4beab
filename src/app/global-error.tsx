"use client";

import "./globals.css";
import { jakarta } from "./fonts";
import { ErrorView } from "@/components/layout/error-view";

/** Replaces the root layout when it fails, so it renders its own html and body. */
export default function GlobalError() {
  return (
    <html lang="en-IN" className={jakarta.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <title>Something went wrong</title>
        {/* The root layout's metadata is not rendered here: without it browsers ask for /favicon.ico. */}
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <ErrorView onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
