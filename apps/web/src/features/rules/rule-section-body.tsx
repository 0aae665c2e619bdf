// The content of a rule-document section: its containers (a named block of
// components) and sub-sections. Components by their content type: headers,
// text, boxed text, accordions, ability cards and battle tactics.
import type { RuleComponent, RuleSection } from '@scrolldex/rules';

import { AbilityCard, RulesText } from '../abilities';
import styles from './rule-section-body.module.css';

export function RuleSectionBody({ section, depth = 0 }: { section: RuleSection; depth?: number }) {
  return (
    <div className={styles.body}>
      {section.containers.map((container, index) => (
        <div key={index} className={styles.container}>
          {container.name && container.name !== section.name && <h4 className={styles.containerName}>{container.name}</h4>}
          <div className={styles.components}>
            {container.components.map((component, componentIndex) => (
              <RuleComponentView key={componentIndex} component={component} />
            ))}
          </div>
        </div>
      ))}
      {section.subSections.map((sub, index) => (
        <section key={index} className={styles.sub}>
          {depth === 0 ? <h3 className={styles.subName}>{sub.name}</h3> : <h4 className={styles.subName}>{sub.name}</h4>}
          <RuleSectionBody section={sub} depth={depth + 1} />
        </section>
      ))}
    </div>
  );
}

function RuleComponentView({ component }: { component: RuleComponent }) {
  const text = component.text ?? '';
  switch (component.contentType) {
    case 'ability':
      return component.ability ? (
        <div className={styles.ability}>
          <AbilityCard ability={component.ability} />
        </div>
      ) : null;
    case 'header':
      return <h4 className={styles.header}>{text}</h4>;
    case 'boxed':
      return <RulesText text={text} className={styles.boxed} />;
    case 'accordion': {
      const [summary = '', ...rest] = text.split(/\r?\n/);
      return (
        <details className={styles.accordion}>
          <summary>{summary.replace(/\*\*/g, '')}</summary>
          <RulesText text={rest.join('\n')} />
        </details>
      );
    }
    case 'battleTactic':
      return <RulesText text={text} className={styles.tactic} />;
    case 'text':
      return <RulesText text={text} />;
  }
}
