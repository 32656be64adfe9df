import { Text, type TextProps } from '@mantine/core';
import { RATING_COLORS, ratingBand } from '@rinkside/domain';

/** A 0-99 rating in its SPEC §9 colour band (90+ green bold, 80s blue, 70s orange, below red). */
export function RatingText({ value, ...props }: { value: number } & TextProps) {
  const { color, bold } = RATING_COLORS[ratingBand(value)];
  return (
    <Text component="span" c={color} fw={bold ? 700 : 500} inherit {...props}>
      {value}
    </Text>
  );
}
