// PLACEHOLDER — to be replaced by the authentication-screens engineer (issue 5). It exists only so the route resolves
// (web/routes/screen-registry.ts). Keep the default export taking ScreenProps.
import { PlaceholderScreen } from "../../components/page/placeholder-screen";
import type { ScreenProps } from "../../routes/screen-props";

export default function Screen(props: ScreenProps) {
  return <PlaceholderScreen {...props} />;
}
