"use client";

import { ErrorView } from "@/components/layout/error-view";

export default function PageError() {
  return <ErrorView onRetry={() => window.location.reload()} />;
}
