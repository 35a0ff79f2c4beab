"use client";
// The company's phone and privacy e-mail as the lead forms show them (the confirmation, the
// privacy notice): the defaults in src/content/site.ts unless the site layout provides the
// settings from WordPress, so a site without WordPress sends nothing extra to the browser.
import { createContext, use } from "react";
import { site } from "@/content/site";

export type FormContact = { phone: { display: string; dial: string }; privacyEmail: string };

const defaults: FormContact = {
  phone: { display: site.phone.display, dial: site.phone.dial },
  privacyEmail: site.privacyEmail,
};

const FormContactContext = createContext<FormContact>(defaults);

export function FormContactProvider({
  value,
  children,
}: {
  value: FormContact;
  children: React.ReactNode;
}) {
  return <FormContactContext value={value}>{children}</FormContactContext>;
}

export function useFormContact(): FormContact {
  return use(FormContactContext);
}
