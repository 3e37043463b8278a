// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createServicesHandle,
  RequestServices,
  ServicesProvider,
} from "../../../../web/shell/services/services-context";
import { fakeAppServices } from "../../../support/fake-app-services";

afterEach(cleanup);

describe("services handle", () => {
  it("loads nothing until asked, then loads once however often it is asked", () => {
    const load = vi.fn();
    const handle = createServicesHandle(load);
    expect(load).not.toHaveBeenCalled();
    handle.request();
    handle.request();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for the services when someone waits for them", async () => {
    const services = fakeAppServices();
    const handle = createServicesHandle(() => handle.provide(services));
    await expect(handle.ready).resolves.toBe(services);
    expect(handle.current.value).toBe(services);
  });

  it("is asked by RequestServices once its Suspense boundary shows its content, not before", async () => {
    const load = vi.fn();
    const handle = createServicesHandle(load);
    let show: () => void = () => {};
    const screenReady = new Promise<void>((resolve) => (show = resolve));
    function Screen() {
      use(screenReady);
      return <p>screen</p>;
    }
    // Rendered in an awaited act: a component that suspends inside a synchronous act never resumes.
    const view = await act(async () =>
      render(
        <ServicesProvider handle={handle}>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
            <RequestServices />
          </Suspense>
        </ServicesProvider>,
      ),
    );
    expect(view.getByText("loading")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    // React reveals a boundary's content up to 300 ms after its data arrives (fallback throttling).
    await act(async () => {
      show();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(view.getByText("screen")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
