/**
 * `<form data-live>`: the form's handlers are in (ADR-0532). The boot script keeps a form of the HTML
 * without it from being sent natively, which would put what was typed in the address.
 */
export const LIVE_FORM_KEY = "live";
