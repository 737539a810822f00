export const roleName = (role: string) => (role === 'ADMIN' ? 'Administrador' : 'Clínico')
