import { type IconProps, Svg } from './svg'

export function Pause(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="14" y="3" width="5" height="18" rx="1" />
      <rect x="5" y="3" width="5" height="18" rx="1" />
    </Svg>
  )
}
