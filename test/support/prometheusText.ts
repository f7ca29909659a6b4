import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One sample line: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A metric family: its # TYPE and every sample line of it (buckets, sums and counts included). */
export interface Family {
  name: string;
  type: string;
  samples: Sample[];
}

const SUFFIXES: Record<string, string[]> = { HISTOGRAM: ['_bucket', '_sum', '_count'], SUMMARY: ['_sum', '_count'] };

/**
 * Parses an exposition with a Prometheus text-format parser (parse-prometheus-text-format, which
 * throws on a malformed line). That parser folds a histogram's buckets into one object and loses
 * their labels and order, so the samples are read a second time with the # TYPE lines left out:
 * then each line comes back as itself, labels and all, in the order written.
 */
export function parseExposition(text: string): Family[] {
  const typed = parsePrometheusTextFormat(text);
  const untyped = parsePrometheusTextFormat(
    text
      .split('\n')
      .filter((line) => !line.startsWith('# TYPE '))
      .join('\n'),
  );
  const lines: Sample[] = untyped.flatMap((family) =>
    family.metrics.map((sample) => ({
      name: family.name,
      labels: sample.labels ?? {},
      value: sample.value === '+Inf' ? Infinity : Number(sample.value),
    })),
  );
  return typed.map((family) => {
    const names = [family.name, ...(SUFFIXES[family.type] ?? []).map((suffix) => family.name + suffix)];
    return { name: family.name, type: family.type, samples: lines.filter((line) => names.includes(line.name)) };
  });
}

/** The samples named `sampleName` (`x_bucket`, `x_count`, …) whose labels include `labels`. */
export function samplesOf(families: Family[], sampleName: string, labels: Record<string, string> = {}): Sample[] {
  return families
    .flatMap((family) => family.samples)
    .filter(
      (sample) =>
        sample.name === sampleName && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    );
}

/** The value of the one sample named so with these labels (undefined when none; throws when several). */
export function valueOf(families: Family[], sampleName: string, labels: Record<string, string> = {}) {
  const found = samplesOf(families, sampleName, labels);
  if (found.length > 1) throw new Error(`${found.length} samples ${sampleName} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

const seriesKey = (labels: Record<string, string>) =>
  JSON.stringify(
    Object.entries(labels)
      .filter(([label]) => label !== 'le')
      .sort(),
  );

/**
 * What is wrong with the histograms of an exposition, [] when nothing: every series' buckets come
 * in ascending `le` order with counts that never fall, end with +Inf, and +Inf equals _count.
 */
export function histogramProblems(text: string): string[] {
  const problems: string[] = [];
  for (const family of parseExposition(text).filter((candidate) => candidate.type === 'HISTOGRAM')) {
    const series = new Map<string, Sample[]>();
    for (const sample of family.samples.filter((candidate) => candidate.name === `${family.name}_bucket`))
      series.set(seriesKey(sample.labels), [...(series.get(seriesKey(sample.labels)) ?? []), sample]);
    for (const [key, buckets] of series) {
      const bound = (sample: Sample) => (sample.labels.le === '+Inf' ? Infinity : Number(sample.labels.le));
      buckets.forEach((bucket, index) => {
        const before = buckets[index - 1];
        if (before && !(bound(bucket) > bound(before)))
          problems.push(`${family.name}${key}: le ${bucket.labels.le} after ${before.labels.le}`);
        if (before && bucket.value < before.value)
          problems.push(`${family.name}${key}: count falls at le ${bucket.labels.le}`);
      });
      const last = buckets.at(-1)!;
      const count = family.samples.find(
        (sample) => sample.name === `${family.name}_count` && seriesKey(sample.labels) === key,
      );
      if (last.labels.le !== '+Inf') problems.push(`${family.name}${key}: no +Inf bucket last`);
      else if (last.value !== count?.value)
        problems.push(`${family.name}${key}: +Inf ${last.value} ≠ _count ${count?.value}`);
    }
  }
  return problems;
}
