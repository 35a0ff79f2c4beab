// The portal's form controls and panels (the workspace's look, for a client).
export const field =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
export const primary =
  "bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 font-semibold text-white";
export const danger =
  "min-h-11 rounded-full bg-red-800 px-5 font-semibold text-white hover:bg-red-900";
export const card = "rounded-xl border border-slate-200 bg-white p-4";
