/**
 * Accessible SVG charts for the admin's analytics, drawn on the server (no chart library, no
 * client JavaScript): each chart is an <svg role="img"> with a title and a description that reads
 * the figures out, and a table with the same figures follows it for screen readers and export.
 */
const BAR_HEIGHT = 22
const GAP = 8
const LABEL_WIDTH = 260
const CHART_WIDTH = 640

export type BarDatum = { label: string; value: number; note?: string }

const format = (value: number) => value.toLocaleString('en-US')

export function HorizontalBarChart({ title, data, unit }: { title: string; data: BarDatum[]; unit: string }) {
  if (!data.length) return <p>No {unit} in this period.</p>
  const max = Math.max(1, ...data.map((datum) => datum.value))
  const height = data.length * (BAR_HEIGHT + GAP)
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 80
  const description = data.map((datum) => `${datum.label}: ${format(datum.value)} ${unit}`).join('; ')
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: CHART_WIDTH, display: 'block' }}
    >
      <title>{title}</title>
      <desc>{description}</desc>
      {data.map((datum, index) => {
        const y = index * (BAR_HEIGHT + GAP)
        const width = Math.max(2, (datum.value / max) * barSpace)
        const label = datum.label.length > 38 ? `${datum.label.slice(0, 37)}…` : datum.label
        return (
          <g key={`${datum.label}-${index}`} aria-hidden="true">
            <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
              {label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} fill="#17449c" />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
              {format(datum.value)}
              {datum.note ? ` ${datum.note}` : ''}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

export function DailyColumnChart({
  title,
  days,
}: {
  title: string
  days: { day: string; pageViews: number; visitors: number }[]
}) {
  if (!days.length) return <p>No page views in this period.</p>
  const height = 180
  const top = 10
  const bottom = 24
  const max = Math.max(1, ...days.map((day) => day.pageViews))
  const slot = (CHART_WIDTH - 40) / days.length
  const column = Math.max(2, slot * 0.7)
  const description = days.map((day) => `${day.day}: ${format(day.pageViews)} page views, ${format(day.visitors)} visitors`).join('; ')
  const every = Math.ceil(days.length / 8)
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 ${CHART_WIDTH} ${height}`} width="100%" style={{ maxWidth: CHART_WIDTH, display: 'block' }}>
      <title>{title}</title>
      <desc>{description}</desc>
      <g aria-hidden="true">
        <text x={0} y={top + 4} fontSize={11} fill="currentColor">
          {format(max)}
        </text>
        <line x1={40} x2={CHART_WIDTH} y1={height - bottom} y2={height - bottom} stroke="currentColor" strokeOpacity={0.4} />
        {days.map((day, index) => {
          const barHeight = ((height - top - bottom) * day.pageViews) / max
          const x = 40 + index * slot + (slot - column) / 2
          return (
            <g key={day.day}>
              <rect x={x} y={height - bottom - barHeight} width={column} height={barHeight} fill="#17449c" />
              {index % every === 0 && (
                <text x={x} y={height - 8} fontSize={11} fill="currentColor">
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          )
        })}
      </g>
    </svg>
  )
}
