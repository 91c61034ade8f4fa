import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { CHART_LABEL_PX, type ChartSeries, LineChart } from "./line-chart.tsx";

function wrap(children: ReactNode) {
  return (
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      {children}
    </LocaleProvider>
  );
}

const LABELS = ["1 Nov", "2 Nov", "3 Nov", "4 Nov", "5 Nov", "6 Nov", "7 Nov", "8 Nov"];

function series(values: number[]): ChartSeries[] {
  return [{ id: "signups", label: "Sign-ups", strokeClass: "stroke-brand-600", fillClass: "fill-brand-600", values }];
}

/** A ResizeObserver that reports the chart `width` px wide, as a phone would. */
function stubChartWidth(width: number) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

const yLabels = () => screen.getAllByTestId("chart-y-label").map((label) => label.textContent);

describe("LineChart", () => {
  it("labels a count axis with whole numbers only", () => {
    render(wrap(<LineChart title="Sign-ups" labels={LABELS} series={series([0, 1, 0, 2, 3, 1, 0, 2])} />));
    expect(yLabels()).toEqual(["0", "1", "2", "3"]);
  });

  it("steps a larger count axis in whole numbers", () => {
    render(wrap(<LineChart title="Sign-ups" labels={LABELS} series={series([0, 4, 7, 2, 5, 1, 0, 6])} />));
    expect(yLabels()).toEqual(["0", "2", "4", "6", "8"]);
  });

  it("reads out the point under the pointer beside a hover line, and hides it when the pointer leaves", () => {
    const { container } = render(
      wrap(<LineChart title="Sign-ups" labels={LABELS} series={series([0, 1, 0, 2, 3, 1, 0, 2])} />),
    );
    const svg = container.querySelector("figure > .relative > svg") as SVGSVGElement;
    // Drawn 720 px wide (no ResizeObserver here), the plot runs from x 32 to 704: "5 Nov" is at 416.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 720, height: 260 }) as DOMRect;
    fireEvent.pointerMove(svg, { clientX: 416, clientY: 100 });
    const readout = container.querySelector("figure > .relative > div");
    expect(readout?.textContent).toBe("5 NovSign-ups: 3");
    expect(svg.querySelectorAll("circle")).toHaveLength(1);

    fireEvent.pointerLeave(svg);
    expect(container.querySelector("figure > .relative > div")).toBeNull();
    expect(svg.querySelectorAll("circle")).toHaveLength(0);
  });

  it("lays the drawing out at its rendered width, so the labels keep their size on a phone", () => {
    stubChartWidth(340);
    const { container } = render(
      wrap(<LineChart title="Sign-ups" labels={LABELS} series={series([0, 1, 0, 2, 3, 1, 0, 2])} />),
    );
    const svg = container.querySelector("figure > .relative > svg");
    // One viewBox unit is one CSS pixel: the 12 px font is drawn at 12 px, not scaled down.
    expect(svg?.getAttribute("viewBox")).toBe("0 0 340 260");
    expect(CHART_LABEL_PX).toBeGreaterThanOrEqual(11);
    const labels = [...screen.getAllByTestId("chart-y-label"), ...screen.getAllByTestId("chart-x-label")];
    for (const label of labels) {
      expect(label.getAttribute("font-size")).toBe(String(CHART_LABEL_PX));
      expect(label.getAttribute("class") ?? "").not.toMatch(/text-\[/);
    }
    // A narrow chart shows fewer dates, first and last included.
    const dates = screen.getAllByTestId("chart-x-label").map((label) => label.textContent);
    expect(dates.length).toBeLessThan(LABELS.length);
    expect(dates[0]).toBe("1 Nov");
    expect(dates.at(-1)).toBe("8 Nov");
  });
});
