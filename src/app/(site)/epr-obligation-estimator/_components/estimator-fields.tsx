import { largeFigureWarning } from "@/lib/estimator/large-figure";
import { SelectField, TextField } from "@/components/leads/form-field";
import { PLASTIC_CATEGORIES, plasticCategoryLabels } from "@/content/regulation/plastic-targets";
import {
  currentFy,
  deducts,
  DEFAULT_ROLE,
  fyLabel,
  fyStart,
  ROLES,
  roleLabels,
  type EstimatorErrors,
  type EstimatorValues,
} from "@/lib/estimator/input";
import { previousYears } from "@/lib/estimator/estimate";

// Plain markup (no hooks), shared by the server-rendered answer and the live form.

export const FY_CHOICES = Array.from({ length: 8 }, (_, i) => fyLabel(2023 + i));

type Props = { values: EstimatorValues; errors: EstimatorErrors; hideInactive: boolean };

const err = (message?: string) => (message ? [message] : undefined);

/** Keeps a value that is not one of the choices (from a typed URL) so the visitor sees it. */
function withCurrent(choices: readonly string[], current?: string) {
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}

/** Radio buttons as labelled tiles, with the field's error named by the group. */
function ChoiceGroup({
  name,
  legend,
  choices,
  checked,
  error,
}: {
  name: string;
  legend: string;
  choices: readonly (readonly [value: string, label: string])[];
  checked?: string;
  error?: string;
}) {
  const errorId = `est-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-ink text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {choices.map(([value, label]) => (
          <label
            key={value}
            className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <input
              id={`est-${name}-${value}`}
              type="radio"
              name={name}
              value={value}
              defaultChecked={checked === value}
              className="h-5 w-5 shrink-0"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function EstimatorFields({ values, errors, hideInactive }: Props) {
  const stream = values.stream;
  // The year asked for, or the one running (offered even once it is past the list's last).
  const fy = values.fy ?? currentFy(new Date());
  // Labels name the two years before the year shown (a real financial year only: "2025-27" is
  // none). Without scripts a label cannot follow a change of year, so it says how it counts too.
  const [earlier, later] = fyStart(fy) !== undefined ? previousYears(fy) : ["", ""];
  const yearLabel = (relative: string, year: string) =>
    !year ? relative : hideInactive ? year : `${relative} (${year} for ${fy})`;
  return (
    <>
      <ChoiceGroup
        name="stream"
        legend="Waste stream"
        choices={[
          ["plastic", "Plastic packaging"],
          ["ewaste", "E-waste (electrical and electronic equipment)"],
        ]}
        checked={stream}
        error={errors.stream}
      />

      <SelectField
        id="est-fy"
        name="fy"
        label="Financial year of the obligation"
        defaultValue={fy}
        error={err(errors.fy)}
      >
        {withCurrent(FY_CHOICES, fy).map((fy) => (
          <option key={fy} value={fy}>
            {fy}
          </option>
        ))}
      </SelectField>

      <fieldset
        className="space-y-4 rounded-xl border border-slate-300 p-4"
        hidden={hideInactive && stream !== "plastic"}
      >
        <legend className="text-ink px-1 font-semibold">Plastic packaging</legend>
        <ChoiceGroup
          name="role"
          legend="Your role"
          choices={ROLES.map((value) => [value, roleLabels[value]])}
          checked={values.role || DEFAULT_ROLE}
          error={errors.role}
        />
        <SelectField
          id="est-category"
          name="category"
          label="Packaging category"
          defaultValue={values.category ?? ""}
          error={err(errors.category)}
        >
          <option value="">Choose one</option>
          {withCurrent(PLASTIC_CATEGORIES, values.category).map((c) => (
            <option key={c} value={c}>
              {Object.hasOwn(plasticCategoryLabels, c)
                ? plasticCategoryLabels[c as keyof typeof plasticCategoryLabels]
                : c}
            </option>
          ))}
        </SelectField>
        <TonnesField
          id="est-q1"
          name="q1"
          label={`Placed on the market in ${yearLabel("the year before last", earlier)}`}
          value={values.q1}
          error={errors.q1}
        />
        <TonnesField
          id="est-q2"
          name="q2"
          label={`Placed on the market in ${yearLabel("the previous year", later)}`}
          value={values.q2}
          error={errors.q2}
        />
        <TonnesField
          id="est-pre"
          name="pre"
          label="Pre-consumer plastic packaging waste"
          value={values.pre}
          error={errors.pre}
          optional
          hint="Average of the same two years, where the guidelines count it (tonnes)"
        />
        <div hidden={hideInactive && !deducts(values.role)}>
          <TonnesField
            id="est-supplied"
            name="supplied"
            label={`Supplied to registered brand owners and other registered entities in ${yearLabel("the previous year", later)}`}
            value={values.supplied}
            error={errors.supplied}
            optional
            hint="Producers and importers only: one year's supply, not an average, as the 2021 draft guidelines deduct what was supplied “during the previous year”; the final text is not yet read. It is taken off the average above. A brand owner leaves this empty"
          />
        </div>
      </fieldset>

      <fieldset
        className="space-y-4 rounded-xl border border-slate-300 p-4"
        hidden={hideInactive && stream !== "ewaste"}
      >
        <legend className="text-ink px-1 font-semibold">E-waste</legend>
        <TonnesField
          id="est-q"
          name="q"
          label="Equipment placed on the market in the look-back year"
          value={values.q}
          error={errors.q}
          hint="The rules look back by the product's average life: for a product that lasts about 5 years, a 2025-26 target is counted on what you sold in 2020-21 (tonnes)"
        />
      </fieldset>
    </>
  );
}

function TonnesField(props: {
  id: string;
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}) {
  const warning = props.error ? undefined : largeFigureWarning(props.value);
  return (
    <TextField
      id={props.id}
      name={props.name}
      label={`${props.label} (tonnes)`}
      defaultValue={props.value ?? ""}
      error={err(props.error)}
      hint={
        warning ? (
          <>
            {props.hint ? `${props.hint}. ` : null}
            <strong className="font-semibold text-amber-900">
              <span aria-hidden="true">⚠ </span>
              {warning}
            </strong>
          </>
        ) : (
          props.hint
        )
      }
      optional={props.optional}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
