/**
 * Room occupancy periods are half-open [start_date, end_date): a tenant moving out on the 30th and
 * the next moving in on the 30th do not overlap. A missing start means "since ever", a missing end
 * "until further notice".
 */
export interface Period {
  startDate: string | null;
  endDate: string | null;
}

/** "End date must be after the start date" when both are set and end <= start, else null. */
export function periodProblem(period: Period): string | null {
  if (period.startDate && period.endDate && period.endDate <= period.startDate) {
    return 'End date must be after the start date';
  }
  return null;
}

export function periodsOverlap(a: Period, b: Period): boolean {
  const startsBeforeOtherEnds = (x: Period, y: Period) => !x.startDate || !y.endDate || x.startDate < y.endDate;
  return startsBeforeOtherEnds(a, b) && startsBeforeOtherEnds(b, a);
}

export function describePeriod(period: Period): string {
  return `${period.startDate ?? 'the beginning'} until ${period.endDate ?? 'further notice'}`;
}
