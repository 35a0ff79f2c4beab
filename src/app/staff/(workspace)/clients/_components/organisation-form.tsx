"use client";
import { useActionState } from "react";
import { createOrganisationAction, type OrganisationFormState } from "../actions";
import { field, primary, Problem, problemProps } from "../../_components/form-parts";

type Staff = { id: string; email: string };

const REGISTRATIONS = [
  ["plastic", "Plastic packaging registration"],
  ["e-waste", "E-waste registration"],
  ["batteries", "Battery waste registration"],
] as const;

/** A new client organisation; what was typed survives a refusal. */
export function OrganisationForm({ staff, me }: { staff: Staff[]; me: string }) {
  const [state, action] = useActionState<OrganisationFormState, FormData>(
    createOrganisationAction,
    { values: { managerId: me } },
  );
  const { values, errors = {} } = state;
  const first = Object.keys(errors)[0];
  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2" noValidate>
      <div className="sm:col-span-2">
        <label htmlFor="org-name" className="text-sm font-semibold">
          Organisation name
        </label>
        <input
          id="org-name"
          name="name"
          required
          maxLength={200}
          defaultValue={values.name}
          key={`name-${values.name}`}
          className={field}
          {...problemProps("org-name", errors.name, { focus: first === "name" })}
        />
        <Problem id="org-name" text={errors.name} />
      </div>
      <div>
        <label htmlFor="org-gstin" className="text-sm font-semibold">
          GSTIN (optional)
        </label>
        <input
          id="org-gstin"
          name="gstin"
          maxLength={15}
          autoCapitalize="characters"
          defaultValue={values.gstin}
          key={`gstin-${values.gstin}`}
          className={field}
          {...problemProps("org-gstin", errors.gstin, { focus: first === "gstin" })}
        />
        <Problem id="org-gstin" text={errors.gstin} />
      </div>
      <div>
        <label htmlFor="org-manager" className="text-sm font-semibold">
          Managed by
        </label>
        <select
          id="org-manager"
          name="managerId"
          defaultValue={values.managerId}
          key={`manager-${values.managerId}`}
          className={field}
        >
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      {REGISTRATIONS.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`org-${name}`} className="text-sm font-semibold">
            {label} (optional)
          </label>
          <input
            id={`org-${name}`}
            name={name}
            maxLength={100}
            defaultValue={values[name]}
            key={`${name}-${values[name]}`}
            className={field}
            {...problemProps(`org-${name}`, errors[name], { focus: first === name })}
          />
          <Problem id={`org-${name}`} text={errors[name]} />
        </div>
      ))}
      <div className="flex items-end sm:col-span-2">
        <button type="submit" className={primary}>
          Create organisation
        </button>
      </div>
    </form>
  );
}
