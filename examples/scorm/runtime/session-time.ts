/** A session's length as each SCORM edition writes it. */

/** SCORM 1.2's CMITimespan, `HHHH:MM:SS.SS`. */
export function scorm12Time(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor((centiseconds % 360_000) / 6000);
  const seconds = (centiseconds % 6000) / 100;
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(Math.min(hours, 9999), 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** SCORM 2004's timeinterval, an ISO 8601 duration such as `PT1H2M3.5S`. */
export function scorm2004Time(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor((centiseconds % 360_000) / 6000);
  const seconds = (centiseconds % 6000) / 100;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds}S`;
}
