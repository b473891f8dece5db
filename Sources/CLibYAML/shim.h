#ifndef CLIBYAML_SHIM_H
#define CLIBYAML_SHIM_H

/* The system's libyaml (libyaml-dev): its parser reads every YAML document formline loads
 * or edits in place. */
#include <yaml.h>

#endif
