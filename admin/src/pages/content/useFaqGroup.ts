import { useSearchParams } from 'react-router';
import { isFaqGroup, type FaqGroup } from './faqQueries';

/** The FAQ group a list or create screen shows: `?group=` ('general' when absent or unknown). */
export function useFaqGroup(): [FaqGroup, (group: FaqGroup) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('group');
  const group = isFaqGroup(asked) ? asked : 'general';
  const setGroup = (next: FaqGroup) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('group', next);
        return updated;
      },
      { replace: true },
    );
  return [group, setGroup];
}
