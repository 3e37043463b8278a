// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { err, ok, type Result } from "../../../core/result/result";
import type { AppServices } from "../../../web/services/app-services";
import { takeEarlySubmit, useUseCase } from "../../../web/shell/screen-doors";
import { createServicesHandle, ServicesProvider } from "../../../web/shell/services/services-context";
import { fakeAppServices, loadedServicesHandle } from "../../support/fake-app-services";

afterEach(cleanup);

/** A use-case whose answers the test hands out one at a time. */
function controlledRun() {
  const pending: ((result: Result<string, string>) => void)[] = [];
  const asked: string[] = [];
  const run = (topic: string) => (_services: AppServices) => {
    asked.push(topic);
    return new Promise<Result<string, string>>((resolve) => pending.push(resolve));
  };
  const answer = async (result: Result<string, string>) => {
    await act(async () => pending.shift()?.(result));
  };
  return { run, asked, answer };
}

describe("useUseCase", () => {
  it("waits for the services, shows loading, error with retry, then ready; a new dep asks again", async () => {
    const { run, asked, answer } = controlledRun();
    const handle = createServicesHandle();
    const readyValues: string[] = [];
    function Probe() {
      const [topic, setTopic] = useState("a");
      const [state, retry] = useUseCase((services) => run(topic)(services), [topic], {
        onReady: (v) => readyValues.push(v),
      });
      return (
        <>
          <p>
            {state.status === "ready"
              ? state.value
              : state.status === "error"
                ? `error ${state.error}`
                : "loading"}
          </p>
          <button onClick={retry}>retry</button>
          <button onClick={() => setTopic("b")}>topic b</button>
        </>
      );
    }
    render(
      <ServicesProvider handle={handle}>
        <Probe />
      </ServicesProvider>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(asked).toEqual([]);
    await act(async () => handle.provide(fakeAppServices()));
    expect(asked).toEqual(["a"]);
    await answer(err("offline"));
    expect(screen.getByText("error offline")).toBeTruthy();
    fireEvent.click(screen.getByText("retry"));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(asked).toEqual(["a", "a"]);
    await answer(ok("first"));
    expect(screen.getByText("first")).toBeTruthy();
    fireEvent.click(screen.getByText("topic b"));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(asked).toEqual(["a", "a", "b"]);
    await answer(ok("second"));
    expect(screen.getByText("second")).toBeTruthy();
    expect(readyValues).toEqual(["first", "second"]);
  });

  it("reads a thrown use-case as an error without a failure value", async () => {
    const handle = loadedServicesHandle();
    function Probe() {
      const [state] = useUseCase(() => Promise.reject(new Error("boom")), []);
      return <p>{state.status === "error" ? `error ${String(state.error)}` : state.status}</p>;
    }
    render(
      <ServicesProvider handle={handle}>
        <Probe />
      </ServicesProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByText("error null")).toBeTruthy();
  });

  it("asks nothing while paused, even with the services in, and asks once it is not", async () => {
    const { run, asked, answer } = controlledRun();
    const handle = loadedServicesHandle();
    function Probe() {
      const [near, setNear] = useState(false);
      const [state] = useUseCase((services) => run("notices")(services), [], { paused: !near });
      return (
        <>
          <p>{state.status === "ready" ? state.value : state.status}</p>
          <button onClick={() => setNear(true)}>near</button>
        </>
      );
    }
    render(
      <ServicesProvider handle={handle}>
        <Probe />
      </ServicesProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByText("near"));
    expect(asked).toEqual(["notices"]);
    await answer(ok("three notices"));
    expect(screen.getByText("three notices")).toBeTruthy();
  });
});

describe("takeEarlySubmit", () => {
  it("is true once for the log-in's send kept by the boot script, never for another value written there", () => {
    const root = document.documentElement;
    root.setAttribute("data-pending-submit", "login");
    expect(takeEarlySubmit()).toBe(true);
    expect(takeEarlySubmit()).toBe(false);
    root.setAttribute("data-pending-submit", "admin");
    expect(takeEarlySubmit()).toBe(false);
    expect(root.hasAttribute("data-pending-submit")).toBe(false);
  });
});
