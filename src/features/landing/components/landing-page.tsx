import { CalendarDays, CloudOff, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';

const POINTS = [
  {
    Icon: CalendarDays,
    title: 'Plan by the week',
    text: "Lessons laid out on your school's own timetable cycle.",
  },
  {
    Icon: CloudOff,
    title: 'Works offline',
    text: 'Plan on the train or in a classroom without wifi; it syncs later.',
  },
  {
    Icon: LineChart,
    title: 'See your coverage',
    text: 'Reflect on lessons and track how much of the syllabus each class has met.',
  },
];

export function LandingPage() {
  return (
    <div className="flex flex-col gap-10 py-6 md:py-12">
      <section className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          Lesson planning that keeps up with your week
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Plan, teach and reflect against your school&apos;s timetable, on any device, online or
          not.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/register">Create an account</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border p-4">
            <Icon aria-hidden className="mb-2 size-5 text-primary" />
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
