import { School, User, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { ChoiceCard } from './choice-card';
import { CreateSchoolForm } from './create-school-form';

/** /onboarding: the three ways to start (join a school, work solo, create a school), one a row. */
export function OnboardingPage() {
  return (
    <div className="w-full">
      <PageHeading title="How will you use Lesson Planner?" />
      <div className="space-y-3">
        <ChoiceCard
          icon={Users}
          title="Join your school"
          action={
            <Button asChild>
              <Link to="/onboarding/join">Join a school</Link>
            </Button>
          }
        >
          Use the invite code or the invitation link someone at your school sent you. You will share
          its timetable, programs and resources.
        </ChoiceCard>
        <ChoiceCard
          icon={User}
          title="Work solo"
          action={
            <Button asChild variant="outline">
              <Link to="/solo">Work solo</Link>
            </Button>
          }
        >
          Plan on your own with your own timetable. You can join a school later.
        </ChoiceCard>
        <ChoiceCard icon={School} title="Create a school" wide action={<CreateSchoolForm />}>
          Set up your school and invite your colleagues. You become its owner.
        </ChoiceCard>
      </div>
    </div>
  );
}
