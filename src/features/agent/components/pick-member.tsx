import Button from '@/components/button';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { centreTexts } from '../centre-model';
import styles from './agent.module.css';

/**
 * 代充 and 调整返水 opened without a member, or with an id the server refused (`refusal`, its
 * message): the member is picked in 下级会员.
 */
export function PickMember({ refusal }: { refusal?: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.card}>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      <p className={styles.linkText}>{centreTexts.pickMember}</p>
      <div className={styles.rowActions}>
        <Button size="small" color="primary" onClick={() => void navigate(paths.agentMembers)}>
          {centreTexts.toMembers}
        </Button>
      </div>
    </div>
  );
}
