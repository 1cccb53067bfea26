import { useEffect, useRef, useState } from "react";
import { COUNTER_TICK_MS, nextCount } from "./count-up.ts";

export type Counter = { label: string; target: number };

/**
 * The counters strip. The server renders the final values (right without JavaScript and under
 * reduced motion); in the browser they restart from zero and count up once, when scrolled into
 * view. Screen readers get the final value only, never the ticking numbers.
 */
export function Counters({ counters }: { counters: Counter[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [values, setValues] = useState(() => counters.map((c) => c.target));
  const animated = useRef(false);
  const targetsKey = counters.map((c) => c.target).join(",");

  useEffect(() => {
    const element = ref.current;
    const targets = targetsKey.split(",").map(Number);
    // Already counted once (or nothing to animate with): show the current targets as they are.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (animated.current || reduced || !element || !("IntersectionObserver" in window)) {
      setValues(targets);
      return;
    }
    animated.current = true;
    setValues(targets.map(() => 0));
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = window.setInterval(() => {
        setValues((current) => {
          const next = current.map((value, i) => nextCount(value, targets[i]!));
          if (next.every((value, i) => value === targets[i])) window.clearInterval(timer);
          return next;
        });
      }, COUNTER_TICK_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      // Unmounted before finishing: show the final values if it ever mounts again.
      if (timer === undefined) animated.current = false;
    };
  }, [targetsKey]);

  return (
    <ul ref={ref} className="counters">
      {counters.map((counter, i) => (
        <li key={counter.label} className="counters__item">
          <span className="counters__value" aria-hidden="true">
            {values[i]}+
          </span>
          <span className="visually-hidden">{counter.target}+</span>
          <span className="counters__label">{counter.label}</span>
        </li>
      ))}
    </ul>
  );
}
