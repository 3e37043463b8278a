/** Ends the current task, so the browser can paint and handle input before the next step runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
