// Hash routes measured by bench (issue 4 names these two).
export const BENCH_ROUTES = ["#/home", "#/login"];
