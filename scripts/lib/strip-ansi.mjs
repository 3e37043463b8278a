// Removes terminal colour codes so quoted output reads cleanly in summaries and logs.
// eslint-disable-next-line no-control-regex -- matching the ESC character is the point
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

export const stripAnsi = (text) => text.replace(ANSI, "");
