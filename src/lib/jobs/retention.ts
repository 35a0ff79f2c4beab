// Where a retention period starts: the moment `months` calendar months before `now` (UTC).

export function retentionCutoff(months: number, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
