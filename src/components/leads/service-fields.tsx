"use client";
import { SelectField, TextField } from "./form-field";
import type { LeadForm } from "./lead-form-shell";
import { limits } from "@/lib/leads/intake/fields";
import {
  LEAD_SERVICES,
  PICKUP_FREQUENCIES,
  pickupFrequencyLabels,
  serviceLabels,
  type LeadService,
} from "@/content/lead-services";

/** What the service list says to a visitor, short enough for a phone's select (staff read
 * `serviceLabels`). */
const visitorLabels: Record<LeadService, string> = {
  epr: "EPR compliance",
  "industrial-pickup": "Pickup for a business or site",
  "residential-pickup": "Pickup at home or a community",
  general: serviceLabels.general,
};

/** What the enquiry is about, chosen in advance from the page the visitor came from. */
export function ServiceField({ form, preset }: { form: LeadForm; preset?: LeadService }) {
  return (
    <SelectField
      {...form.field("service")}
      label="What is it about?"
      optional
      defaultValue={preset ?? ""}
      // A select keeps the option it was made with when React resets the form: made again for
      // each preset (see the consultation form's EPR type).
      key={preset ?? ""}
    >
      <option value="">Not sure yet</option>
      {LEAD_SERVICES.filter((service) => service !== "general").map((service) => (
        <option key={service} value={service}>
          {visitorLabels[service]}
        </option>
      ))}
      <option value="general">Something else</option>
    </SelectField>
  );
}

/**
 * What the FAQ says a pickup quote depends on: where, what, how much and how often. All
 * optional: a call can fill the gaps. Shown only while a pickup is chosen (.pickup-fields).
 */
export function PickupFields({ form }: { form: LeadForm }) {
  const { field, values } = form;
  return (
    <fieldset className="pickup-fields space-y-5">
      <legend className="text-ink text-sm font-semibold">For a pickup quote</legend>
      <TextField
        {...field("pickupArea")}
        label="Address or area"
        optional
        autoComplete="street-address"
        hint="The locality and city are enough to start with"
        maxLength={limits.pickupArea}
      />
      <div className="field-pair">
        <TextField
          {...field("wasteType")}
          label="Waste to collect"
          optional
          hint="For example dry waste, e-waste, food waste"
          maxLength={limits.wasteType}
        />
        <TextField
          {...field("wasteVolume")}
          label="About how much"
          optional
          hint="Bags, kilograms or tonnes"
          maxLength={limits.wasteVolume}
        />
      </div>
      <SelectField
        {...field("pickupFrequency")}
        label="How often"
        optional
        defaultValue={values.pickupFrequency ?? ""}
        key={values.pickupFrequency ?? ""}
      >
        <option value="">Not sure yet</option>
        {PICKUP_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {pickupFrequencyLabels[frequency]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
