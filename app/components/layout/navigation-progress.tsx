import { useNavigation } from "react-router";

/** A thin bar at the very top of the window while a navigation or form is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={busy ? undefined : true}
      className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity duration-300 ${busy ? "opacity-100" : "pointer-events-none opacity-0"}`}
    >
      <div
        className={`h-full bg-gradient-to-r from-orange-500 via-amber-400 to-orange-600 transition-[width] ease-out ${busy ? "w-4/5 animate-pulse duration-[2500ms]" : "w-0 duration-0"}`}
      />
    </div>
  );
}
