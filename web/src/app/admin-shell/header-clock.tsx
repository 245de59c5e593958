import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatClock } from '../../lib/format';

/** The current time, hours and minutes with the time zone, turning over on the minute. */
export function HeaderClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const date = new Date();
      setNow(date);
      timer = setTimeout(tick, 60_000 - (date.getTime() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      <time dateTime={now.toISOString()}>{formatClock(now)}</time>
    </Text>
  );
}
