import { Bone, FormSkeleton, Loading, type FormShape } from "../components/skeleton/skeleton";
import type { SkeletonShape } from "./route-entry";
import { entryOf, type RouteName } from "./route-manifest";

/** A login form's shape stands in for every auth form until the screen knows its mode. */
const AUTH_FORM: FormShape = { tabs: 2, fields: ["field", "field"], notes: 1 };

const lines = (widths: readonly string[]) => (
  <div className="page-skeleton__lines">
    {widths.map((width, i) => (
      <Bone key={i} className="skeleton--text" style={{ width }} />
    ))}
  </div>
);

function Body({ shape }: { shape: SkeletonShape }) {
  switch (shape) {
    case "landing":
      return (
        <div className="page-skeleton page-skeleton__hero">
          <Bone className="skeleton--title" style={{ width: "70%", height: 44 }} />
          <Bone className="skeleton--title" style={{ width: "45%", height: 44 }} />
          {lines(["90%", "75%"])}
          <div className="page-skeleton__row">
            <Bone className="skeleton--button" style={{ width: 160 }} />
            <Bone className="skeleton--button" style={{ width: 160 }} />
          </div>
        </div>
      );
    case "auth":
      return (
        <div className="page-skeleton page-skeleton--narrow">
          <Bone className="skeleton--title" />
          {lines(["80%"])}
          <FormSkeleton shape={AUTH_FORM} />
        </div>
      );
    case "member":
      return (
        <div className="page-skeleton page-skeleton--narrow">
          <div className="page-skeleton__row">
            <Bone className="skeleton--circle" style={{ width: 64, height: 64, flex: "none" }} />
            <div className="page-skeleton__lines" style={{ flex: 1 }}>
              <Bone className="skeleton--text" style={{ width: "30%" }} />
              <Bone className="skeleton--title" style={{ width: "55%" }} />
            </div>
          </div>
          <div className="page-skeleton__card">
            {["70%", "60%", "75%", "50%"].map((width, i) => (
              <Bone key={i} className="skeleton--text" style={{ width }} />
            ))}
          </div>
        </div>
      );
    case "document":
      return (
        <div className="page-skeleton">
          <Bone className="skeleton--title" style={{ width: "40%" }} />
          {lines(["85%", "95%", "70%"])}
          <div className="page-skeleton__card">{lines(["90%", "80%", "95%", "60%"])}</div>
        </div>
      );
  }
}

/**
 * What a route shows while its screen's chunk (or the session it needs) is on its way: the page's
 * shape in grey, in the layout the route already has (header, main), never a lone spinner.
 * `page-loading` keeps the footer out of the layout meanwhile (base.css), so nothing below moves
 * when the screen replaces it.
 */
export function RouteSkeleton({ name }: { name: RouteName }) {
  return (
    <Loading className="page-loading page-loading--shaped">
      <Body shape={entryOf(name).skeleton} />
    </Loading>
  );
}
