/* Header-only module: this file exists because SwiftPM needs a source file
 * in every C target. */
#include "TargetFeatures.h"
