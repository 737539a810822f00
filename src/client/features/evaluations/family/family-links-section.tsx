import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { ActionList } from '../../../components/action-list'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useConfirmedAction } from '../../../lib/use-confirmed-action'
import { useLoad } from '../../../lib/use-load'
import type { FamilyLinkItem } from '../../../../shared/contract/family'
import { formatDateTimeBr } from '../../../../shared/dates'
import { familyReviewPath } from '../../../lib/wizard-routes'
import { familyLinksOf, revokeFamilyLink } from '../api'
import { FamilyLinkDialog } from './family-link-dialog'
import { isLive, linkStatus } from './link-status'

const stepsText = (link: FamilyLinkItem) =>
  link.steps.length === 1 ? '1 etapa' : `${link.steps.length} etapas`

/** A patient's links for the family to answer the history at home: making one, where each stands, revoking one. */
export function FamilyLinksSection({ patientId }: { patientId: string }) {
  const [making, setMaking] = useState(false)
  const revoking = useConfirmedAction(
    (link: FamilyLinkItem) => revokeFamilyLink(link.id),
    'Não foi possível revogar o link. Tente novamente.',
  )
  const links = useLoad(() => familyLinksOf(patientId), [patientId, revoking.version])

  return (
    <Box component="section" aria-labelledby="family-links-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="family-links-title" variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          Histórico pela família
        </Typography>
        <Button variant="outlined" onClick={() => setMaking(true)}>
          Enviar histórico à família
        </Button>
      </Box>
      {revoking.error && <Alert severity="error">{revoking.error}</Alert>}
      {links.error !== undefined && <Alert severity="error">Erro ao carregar os links da família.</Alert>}
      {links.data && links.data.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          Nenhum link enviado à família.
        </Typography>
      )}
      {links.data && links.data.length > 0 && (
        <ActionList
          label="Links da família"
          items={links.data}
          row={(link) => ({
            primary: linkStatus(link),
            secondary: `Gerado em ${formatDateTimeBr(link.createdAt)}${link.createdByName ? ` por ${link.createdByName}` : ''} · ${stepsText(link)}`,
            actionsWidth: isLive(link) ? 12 : link.status === 'enviado' ? 22 : 2,
            actions: isLive(link) ? (
              <Button color="error" size="small" onClick={() => revoking.ask(link)}>
                Revogar
              </Button>
            ) : (
              link.status === 'enviado' && (
                <Button
                  component={RouterLink}
                  to={familyReviewPath(patientId, link.id)}
                  variant="contained"
                  size="small"
                >
                  Iniciar avaliação
                </Button>
              )
            ),
          })}
        />
      )}
      <FamilyLinkDialog
        patientId={patientId}
        open={making}
        onClose={() => setMaking(false)}
        onCreated={revoking.reload}
      />
      <ConfirmDialog
        open={revoking.asked !== null}
        title="Revogar o link?"
        action="Revogar"
        onConfirm={() => revoking.asked && void revoking.confirm(revoking.asked)}
        onCancel={() => revoking.ask(null)}
      >
        A família não poderá mais abrir este link nem enviar respostas por ele.
      </ConfirmDialog>
    </Box>
  )
}
