import { useEffect, useRef, useState, type ComponentType } from "react";
import { registerToasterHost } from "~/lib/notify";

type ToasterView = ComponentType<{ onMounted: () => void }>;

/**
 * Mounts the toaster the first time something asks for a toast (app/lib/notify.ts), so pages that
 * never toast never download it.
 */
export function ToasterHost() {
  const [View, setView] = useState<ToasterView | null>(null);
  const mounted = useRef<() => void>(() => {});

  useEffect(() => {
    let resolveMounted!: () => void;
    const ready = new Promise<void>((resolve) => (resolveMounted = resolve));
    mounted.current = resolveMounted;
    let loading: Promise<void> | null = null;
    registerToasterHost(() => {
      loading ??= import("./toaster").then((module) => setView(() => module.Toaster));
      return loading.then(() => ready);
    });
    return () => registerToasterHost(null);
  }, []);

  return View ? <View onMounted={() => mounted.current()} /> : null;
}
