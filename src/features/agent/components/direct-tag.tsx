import Tag from 'antd-mobile/es/components/tag';
import { centreTexts } from '../centre-model';

/** 直属 (registered with the agent's own code) or 非直属 (deeper in the team). */
export function DirectTag({ direct }: { direct: boolean }) {
  return (
    <Tag color={direct ? 'primary' : 'default'} fill="outline">
      {direct ? centreTexts.direct : centreTexts.indirect}
    </Tag>
  );
}
