// Hash routes measured by bench (the two first screens, ADR-0047).
export const BENCH_ROUTES = ["#/home", "#/login"];
