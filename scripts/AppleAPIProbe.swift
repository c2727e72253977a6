// The members of Apple's QuartzCore and Core Graphics API as Apple's Swift spells them, one
// statement a line, each named in its trailing comment (type | member). Never run: only
// type-checked by scripts/probe-apple-api.sh, which lists the lines that fail: what LayerKit
// lacks (docs/porting.md's table). The parameters stand for objects of each class.
import LayerKit
@MainActor func probes(layer: CALayer, ctx: CGContext, d: CALayerDelegate, shape: CAShapeLayer, text: CATextLayer, grad: CAGradientLayer,
  rep: CAReplicatorLayer, scrollL: CAScrollLayer, tiled: CATiledLayer, em: CAEmitterLayer, cell: CAEmitterCell, anim: CAAnimation,
  ad: CAAnimationDelegate, prop: CAPropertyAnimation, basic: CABasicAnimation, key: CAKeyframeAnimation, spring: CASpringAnimation,
  trans: CATransition, group: CAAnimationGroup, tf: CAMediaTimingFunction, vf: CAValueFunction, t3: CATransform3D, link: CADisplayLink,
  renderer: CARenderer, path: CGPath, mpath: CGMutablePath, color: CGColor, image: CGImage, gradient: CGGradient,
  font: CGFont) {
  do { _ = CALayer() } // CALayer | init()
  do { _ = CALayer(layer: layer) } // CALayer | init(layer:)
  do { _ = layer.presentation() } // CALayer | presentation()
  do { _ = layer.model() } // CALayer | model()
  do { _ = CALayer.defaultValue(forKey: "x") } // CALayer | defaultValue(forKey:)
  do { _ = CALayer.needsDisplay(forKey: "x") } // CALayer | needsDisplay(forKey:)
  do { _ = layer.shouldArchiveValue(forKey: "x") } // CALayer | shouldArchiveValue(forKey:)
  do { layer.bounds = .zero } // CALayer | bounds
  do { layer.position = .zero } // CALayer | position
  do { layer.zPosition = 1 } // CALayer | zPosition
  do { layer.anchorPoint = .zero } // CALayer | anchorPoint
  do { layer.anchorPointZ = 1 } // CALayer | anchorPointZ
  do { layer.transform = CATransform3DIdentity } // CALayer | transform
  do { _ = layer.affineTransform() } // CALayer | affineTransform()
  do { layer.setAffineTransform(.identity) } // CALayer | setAffineTransform(_:)
  do { layer.frame = .zero } // CALayer | frame
  do { layer.isHidden = true } // CALayer | isHidden
  do { layer.isDoubleSided = true } // CALayer | isDoubleSided
  do { layer.isGeometryFlipped = true } // CALayer | isGeometryFlipped
  do { _ = layer.contentsAreFlipped() } // CALayer | contentsAreFlipped()
  do { _ = layer.superlayer } // CALayer | superlayer
  do { layer.removeFromSuperlayer() } // CALayer | removeFromSuperlayer()
  do { layer.sublayers = nil } // CALayer | sublayers
  do { layer.addSublayer(layer) } // CALayer | addSublayer(_:)
  do { layer.insertSublayer(layer, at: 0) } // CALayer | insertSublayer(_:at:)
  do { layer.insertSublayer(layer, below: nil) } // CALayer | insertSublayer(_:below:)
  do { layer.insertSublayer(layer, above: nil) } // CALayer | insertSublayer(_:above:)
  do { layer.replaceSublayer(layer, with: layer) } // CALayer | replaceSublayer(_:with:)
  do { layer.sublayerTransform = CATransform3DIdentity } // CALayer | sublayerTransform
  do { layer.mask = nil } // CALayer | mask
  do { layer.masksToBounds = true } // CALayer | masksToBounds
  do { _ = layer.convert(CGPoint.zero, from: nil) } // CALayer | convert(_:from:) point
  do { _ = layer.convert(CGPoint.zero, to: nil) } // CALayer | convert(_:to:) point
  do { _ = layer.convert(CGRect.zero, from: nil) } // CALayer | convert(_:from:) rect
  do { _ = layer.convert(CGRect.zero, to: nil) } // CALayer | convert(_:to:) rect
  do { _ = layer.convertTime(0, from: nil) } // CALayer | convertTime(_:from:)
  do { _ = layer.convertTime(0, to: nil) } // CALayer | convertTime(_:to:)
  do { _ = layer.hitTest(.zero) } // CALayer | hitTest(_:)
  do { _ = layer.contains(.zero) } // CALayer | contains(_:)
  do { layer.contents = nil } // CALayer | contents
  do { layer.contentsRect = .zero } // CALayer | contentsRect
  do { layer.contentsGravity = .resizeAspect } // CALayer | contentsGravity
  do { layer.contentsScale = 2 } // CALayer | contentsScale
  do { layer.contentsCenter = .zero } // CALayer | contentsCenter
  do { layer.contentsFormat = .RGBA8Uint } // CALayer | contentsFormat
  do { layer.wantsExtendedDynamicRangeContent = false } // CALayer | wantsExtendedDynamicRangeContent
  do { layer.minificationFilter = .trilinear } // CALayer | minificationFilter
  do { layer.magnificationFilter = .nearest } // CALayer | magnificationFilter
  do { layer.minificationFilterBias = 0 } // CALayer | minificationFilterBias
  do { layer.isOpaque = true } // CALayer | isOpaque
  do { layer.display() } // CALayer | display()
  do { layer.setNeedsDisplay() } // CALayer | setNeedsDisplay()
  do { layer.setNeedsDisplay(.zero) } // CALayer | setNeedsDisplay(_:)
  do { _ = layer.needsDisplay() } // CALayer | needsDisplay()
  do { layer.displayIfNeeded() } // CALayer | displayIfNeeded()
  do { layer.needsDisplayOnBoundsChange = true } // CALayer | needsDisplayOnBoundsChange
  do { layer.drawsAsynchronously = true } // CALayer | drawsAsynchronously
  do { layer.draw(in: ctx) } // CALayer | draw(in:)
  do { layer.render(in: ctx) } // CALayer | render(in:)
  do { layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] } // CALayer | edgeAntialiasingMask
  do { layer.allowsEdgeAntialiasing = true } // CALayer | allowsEdgeAntialiasing
  do { layer.backgroundColor = nil } // CALayer | backgroundColor
  do { layer.cornerRadius = 1 } // CALayer | cornerRadius
  do { layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] } // CALayer | maskedCorners
  do { layer.cornerCurve = .continuous } // CALayer | cornerCurve
  do { _ = CALayer.cornerCurveExpansionFactor(.continuous) } // CALayer | cornerCurveExpansionFactor(_:)
  do { layer.borderWidth = 1 } // CALayer | borderWidth
  do { layer.borderColor = nil } // CALayer | borderColor
  do { layer.opacity = 1 } // CALayer | opacity
  do { layer.allowsGroupOpacity = true } // CALayer | allowsGroupOpacity
  do { layer.compositingFilter = nil } // CALayer | compositingFilter
  do { layer.filters = nil } // CALayer | filters
  do { layer.backgroundFilters = nil } // CALayer | backgroundFilters
  do { layer.shouldRasterize = true } // CALayer | shouldRasterize
  do { layer.rasterizationScale = 2 } // CALayer | rasterizationScale
  do { layer.shadowColor = nil } // CALayer | shadowColor
  do { layer.shadowOpacity = 1 } // CALayer | shadowOpacity
  do { layer.shadowOffset = .zero } // CALayer | shadowOffset
  do { layer.shadowRadius = 1 } // CALayer | shadowRadius
  do { layer.shadowPath = nil } // CALayer | shadowPath
  do { _ = layer.preferredFrameSize() } // CALayer | preferredFrameSize()
  do { layer.setNeedsLayout() } // CALayer | setNeedsLayout()
  do { _ = layer.needsLayout() } // CALayer | needsLayout()
  do { layer.layoutIfNeeded() } // CALayer | layoutIfNeeded()
  do { layer.layoutSublayers() } // CALayer | layoutSublayers()
  do { _ = CALayer.defaultAction(forKey: "x") } // CALayer | defaultAction(forKey:)
  do { _ = layer.action(forKey: "x") } // CALayer | action(forKey:)
  do { layer.actions = nil } // CALayer | actions
  do { layer.add(CABasicAnimation(), forKey: nil) } // CALayer | add(_:forKey:)
  do { layer.removeAllAnimations() } // CALayer | removeAllAnimations()
  do { layer.removeAnimation(forKey: "x") } // CALayer | removeAnimation(forKey:)
  do { _ = layer.animationKeys() } // CALayer | animationKeys()
  do { _ = layer.animation(forKey: "x") } // CALayer | animation(forKey:)
  do { layer.name = nil } // CALayer | name
  do { layer.delegate = nil } // CALayer | delegate
  do { layer.style = nil } // CALayer | style
  do { layer.scroll(CGPoint.zero) } // CALayer | scroll(_:) point
  do { layer.scrollRectToVisible(.zero) } // CALayer | scrollRectToVisible(_:)
  do { _ = layer.visibleRect } // CALayer | visibleRect
  do { _ = layer.value(forKey: "x") } // CALayer | value(forKey:)
  do { layer.setValue(nil, forKey: "x") } // CALayer | setValue(_:forKey:)
  do { _ = layer.value(forKeyPath: "x") } // CALayer | value(forKeyPath:)
  do { layer.setValue(nil, forKeyPath: "x") } // CALayer | setValue(_:forKeyPath:)
  do { layer.layoutManager = nil } // CALayer | layoutManager (macOS)
  do { layer.autoresizingMask = [] } // CALayer | autoresizingMask (macOS)
  do { layer.constraints = nil } // CALayer | constraints (macOS)
  do { let _: CAMediaTiming = layer } // CALayer | CAMediaTiming conformance
  do { layer.beginTime = 0 } // CALayer | beginTime
  do { layer.duration = 0 } // CALayer | duration
  do { layer.speed = 1 } // CALayer | speed
  do { layer.timeOffset = 0 } // CALayer | timeOffset
  do { layer.repeatCount = 0 } // CALayer | repeatCount
  do { layer.repeatDuration = 0 } // CALayer | repeatDuration
  do { layer.autoreverses = false } // CALayer | autoreverses
  do { layer.fillMode = .both } // CALayer | fillMode
  do { d.display(layer) } // CALayerDelegate | display(_:)
  do { d.draw(layer, in: ctx) } // CALayerDelegate | draw(_:in:)
  do { d.layerWillDraw(layer) } // CALayerDelegate | layerWillDraw(_:)
  do { d.layoutSublayers(of: layer) } // CALayerDelegate | layoutSublayers(of:)
  do { _ = d.action(for: layer, forKey: "x") } // CALayerDelegate | action(for:forKey:)
  do { shape.path = nil } // CAShapeLayer | path
  do { shape.fillColor = nil } // CAShapeLayer | fillColor
  do { shape.fillRule = .evenOdd } // CAShapeLayer | fillRule
  do { shape.strokeColor = nil } // CAShapeLayer | strokeColor
  do { shape.strokeStart = 0 } // CAShapeLayer | strokeStart
  do { shape.strokeEnd = 1 } // CAShapeLayer | strokeEnd
  do { shape.lineWidth = 1 } // CAShapeLayer | lineWidth
  do { shape.miterLimit = 1 } // CAShapeLayer | miterLimit
  do { shape.lineCap = .round } // CAShapeLayer | lineCap
  do { shape.lineJoin = .bevel } // CAShapeLayer | lineJoin
  do { shape.lineDashPhase = 0 } // CAShapeLayer | lineDashPhase
  do { shape.lineDashPattern = [1, 2] } // CAShapeLayer | lineDashPattern
  do { text.string = nil } // CATextLayer | string
  do { text.font = nil } // CATextLayer | font
  do { text.fontSize = 12 } // CATextLayer | fontSize
  do { text.foregroundColor = nil } // CATextLayer | foregroundColor
  do { text.isWrapped = true } // CATextLayer | isWrapped
  do { text.truncationMode = .end } // CATextLayer | truncationMode
  do { text.alignmentMode = .center } // CATextLayer | alignmentMode
  do { text.allowsFontSubpixelQuantization = true } // CATextLayer | allowsFontSubpixelQuantization
  do { grad.colors = nil } // CAGradientLayer | colors
  do { grad.locations = nil } // CAGradientLayer | locations
  do { grad.startPoint = .zero } // CAGradientLayer | startPoint
  do { grad.endPoint = .zero } // CAGradientLayer | endPoint
  do { grad.type = .axial } // CAGradientLayer | type .axial
  do { grad.type = .radial } // CAGradientLayer | type .radial
  do { grad.type = .conic } // CAGradientLayer | type .conic
  do { rep.instanceCount = 1 } // CAReplicatorLayer | instanceCount
  do { rep.preservesDepth = true } // CAReplicatorLayer | preservesDepth
  do { rep.instanceDelay = 0 } // CAReplicatorLayer | instanceDelay
  do { rep.instanceTransform = CATransform3DIdentity } // CAReplicatorLayer | instanceTransform
  do { rep.instanceColor = nil } // CAReplicatorLayer | instanceColor
  do { rep.instanceRedOffset = 0 } // CAReplicatorLayer | instanceRedOffset
  do { rep.instanceGreenOffset = 0 } // CAReplicatorLayer | instanceGreenOffset
  do { rep.instanceBlueOffset = 0 } // CAReplicatorLayer | instanceBlueOffset
  do { rep.instanceAlphaOffset = 0 } // CAReplicatorLayer | instanceAlphaOffset
  do { _ = CATransformLayer() } // CATransformLayer | init()
  do { scrollL.scroll(to: CGPoint.zero) } // CAScrollLayer | scroll(to:) point
  do { scrollL.scroll(to: CGRect.zero) } // CAScrollLayer | scroll(to:) rect
  do { scrollL.scrollMode = .both } // CAScrollLayer | scrollMode
  do { _ = CATiledLayer.fadeDuration() } // CATiledLayer | fadeDuration()
  do { tiled.levelsOfDetail = 1 } // CATiledLayer | levelsOfDetail
  do { tiled.levelsOfDetailBias = 0 } // CATiledLayer | levelsOfDetailBias
  do { tiled.tileSize = .zero } // CATiledLayer | tileSize
  do { em.emitterCells = nil } // CAEmitterLayer | emitterCells
  do { em.birthRate = 1 } // CAEmitterLayer | birthRate
  do { em.lifetime = 1 } // CAEmitterLayer | lifetime
  do { em.emitterPosition = .zero } // CAEmitterLayer | emitterPosition
  do { em.emitterZPosition = 0 } // CAEmitterLayer | emitterZPosition
  do { em.emitterSize = .zero } // CAEmitterLayer | emitterSize
  do { em.emitterDepth = 0 } // CAEmitterLayer | emitterDepth
  do { em.emitterShape = .sphere } // CAEmitterLayer | emitterShape
  do { em.emitterMode = .volume } // CAEmitterLayer | emitterMode
  do { em.renderMode = .additive } // CAEmitterLayer | renderMode
  do { em.preservesDepth = true } // CAEmitterLayer | preservesDepth
  do { em.velocity = 1 } // CAEmitterLayer | velocity
  do { em.scale = 1 } // CAEmitterLayer | scale
  do { em.spin = 0 } // CAEmitterLayer | spin
  do { em.seed = 1 } // CAEmitterLayer | seed
  do { _ = CAEmitterCell() } // CAEmitterCell | init()
  do { _ = CAEmitterCell.defaultValue(forKey: "x") } // CAEmitterCell | defaultValue(forKey:)
  do { _ = cell.shouldArchiveValue(forKey: "x") } // CAEmitterCell | shouldArchiveValue(forKey:)
  do { cell.name = nil } // CAEmitterCell | name
  do { cell.isEnabled = true } // CAEmitterCell | isEnabled
  do { cell.birthRate = 1 } // CAEmitterCell | birthRate
  do { cell.lifetime = 1 } // CAEmitterCell | lifetime
  do { cell.lifetimeRange = 0 } // CAEmitterCell | lifetimeRange
  do { cell.emissionLatitude = 0 } // CAEmitterCell | emissionLatitude
  do { cell.emissionLongitude = 0 } // CAEmitterCell | emissionLongitude
  do { cell.emissionRange = 0 } // CAEmitterCell | emissionRange
  do { cell.velocity = 0 } // CAEmitterCell | velocity
  do { cell.velocityRange = 0 } // CAEmitterCell | velocityRange
  do { cell.xAcceleration = 0 } // CAEmitterCell | xAcceleration
  do { cell.yAcceleration = 0 } // CAEmitterCell | yAcceleration
  do { cell.zAcceleration = 0 } // CAEmitterCell | zAcceleration
  do { cell.scale = 1 } // CAEmitterCell | scale
  do { cell.scaleRange = 0 } // CAEmitterCell | scaleRange
  do { cell.scaleSpeed = 0 } // CAEmitterCell | scaleSpeed
  do { cell.spin = 0 } // CAEmitterCell | spin
  do { cell.spinRange = 0 } // CAEmitterCell | spinRange
  do { cell.color = nil } // CAEmitterCell | color
  do { cell.redRange = 0 } // CAEmitterCell | redRange
  do { cell.greenRange = 0 } // CAEmitterCell | greenRange
  do { cell.blueRange = 0 } // CAEmitterCell | blueRange
  do { cell.alphaRange = 0 } // CAEmitterCell | alphaRange
  do { cell.redSpeed = 0 } // CAEmitterCell | redSpeed
  do { cell.greenSpeed = 0 } // CAEmitterCell | greenSpeed
  do { cell.blueSpeed = 0 } // CAEmitterCell | blueSpeed
  do { cell.alphaSpeed = 0 } // CAEmitterCell | alphaSpeed
  do { cell.contents = nil } // CAEmitterCell | contents
  do { cell.contentsRect = .zero } // CAEmitterCell | contentsRect
  do { cell.contentsScale = 1 } // CAEmitterCell | contentsScale
  do { cell.minificationFilter = "linear" } // CAEmitterCell | minificationFilter
  do { cell.magnificationFilter = "linear" } // CAEmitterCell | magnificationFilter
  do { cell.minificationFilterBias = 0 } // CAEmitterCell | minificationFilterBias
  do { cell.emitterCells = nil } // CAEmitterCell | emitterCells
  do { cell.style = nil } // CAEmitterCell | style
  do { cell.beginTime = 0 } // CAEmitterCell | beginTime (CAMediaTiming)
  do { cell.duration = 0 } // CAEmitterCell | duration (CAMediaTiming)
  do { cell.speed = 1 } // CAEmitterCell | speed (CAMediaTiming)
  do { cell.repeatCount = 0 } // CAEmitterCell | repeatCount (CAMediaTiming)
  do { cell.autoreverses = false } // CAEmitterCell | autoreverses (CAMediaTiming)
  do { cell.fillMode = .removed } // CAEmitterCell | fillMode (CAMediaTiming)
  do { cell.timeOffset = 0 } // CAEmitterCell | timeOffset (CAMediaTiming)
  do { cell.repeatDuration = 0 } // CAEmitterCell | repeatDuration (CAMediaTiming)
  do { _ = CAAnimation() } // CAAnimation | init()
  do { _ = CAAnimation.defaultValue(forKey: "x") } // CAAnimation | defaultValue(forKey:)
  do { _ = anim.shouldArchiveValue(forKey: "x") } // CAAnimation | shouldArchiveValue(forKey:)
  do { anim.timingFunction = nil } // CAAnimation | timingFunction
  do { anim.delegate = nil } // CAAnimation | delegate
  do { anim.isRemovedOnCompletion = false } // CAAnimation | isRemovedOnCompletion
  do { anim.preferredFrameRateRange = .default } // CAAnimation | preferredFrameRateRange
  do { _ = anim.value(forKey: "x") } // CAAnimation | value(forKey:)
  do { anim.setValue(1, forKey: "x") } // CAAnimation | setValue(_:forKey:)
  do { _ = anim.copy() } // CAAnimation | copy()
  do { anim.beginTime = 0 } // CAAnimation | beginTime
  do { anim.fillMode = .forwards } // CAAnimation | fillMode
  do { anim.repeatCount = HUGE } // CAAnimation | repeatCount = HUGE
  do { ad.animationDidStart(anim) } // CAAnimationDelegate | animationDidStart(_:)
  do { ad.animationDidStop(anim, finished: true) } // CAAnimationDelegate | animationDidStop(_:finished:)
  do { _ = CAPropertyAnimation(keyPath: "x") } // CAPropertyAnimation | init(keyPath:)
  do { prop.keyPath = nil } // CAPropertyAnimation | keyPath
  do { prop.isAdditive = true } // CAPropertyAnimation | isAdditive
  do { prop.isCumulative = true } // CAPropertyAnimation | isCumulative
  do { prop.valueFunction = nil } // CAPropertyAnimation | valueFunction
  do { basic.fromValue = nil } // CABasicAnimation | fromValue
  do { basic.toValue = nil } // CABasicAnimation | toValue
  do { basic.byValue = nil } // CABasicAnimation | byValue
  do { key.values = nil } // CAKeyframeAnimation | values
  do { key.path = nil } // CAKeyframeAnimation | path
  do { key.keyTimes = nil } // CAKeyframeAnimation | keyTimes
  do { key.timingFunctions = nil } // CAKeyframeAnimation | timingFunctions
  do { key.calculationMode = .cubicPaced } // CAKeyframeAnimation | calculationMode
  do { key.tensionValues = nil } // CAKeyframeAnimation | tensionValues
  do { key.continuityValues = nil } // CAKeyframeAnimation | continuityValues
  do { key.biasValues = nil } // CAKeyframeAnimation | biasValues
  do { key.rotationMode = .rotateAutoReverse } // CAKeyframeAnimation | rotationMode
  do { spring.mass = 1 } // CASpringAnimation | mass
  do { spring.stiffness = 1 } // CASpringAnimation | stiffness
  do { spring.damping = 1 } // CASpringAnimation | damping
  do { spring.initialVelocity = 0 } // CASpringAnimation | initialVelocity
  do { _ = spring.settlingDuration } // CASpringAnimation | settlingDuration
  do { _ = CASpringAnimation(perceptualDuration: 1, bounce: 0) } // CASpringAnimation | init(perceptualDuration:bounce:)
  do { _ = spring.perceptualDuration } // CASpringAnimation | perceptualDuration
  do { _ = spring.bounce } // CASpringAnimation | bounce
  do { spring.allowsOverdamping = true } // CASpringAnimation | allowsOverdamping
  do { trans.type = .push } // CATransition | type
  do { trans.subtype = .fromLeft } // CATransition | subtype
  do { trans.startProgress = 0 } // CATransition | startProgress
  do { trans.endProgress = 1 } // CATransition | endProgress
  do { trans.filter = nil } // CATransition | filter
  do { trans.type = .moveIn; trans.type = .reveal; trans.type = .fade } // CATransition | type .moveIn/.reveal/.fade
  do { group.animations = nil } // CAAnimationGroup | animations
  do { _ = CAMediaTimingFunction(name: .easeIn) } // CAMediaTimingFunction | init(name:)
  do { _ = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1) } // CAMediaTimingFunction | init(controlPoints:_:_:_:)
  do { var v: [Float] = [0, 0]; tf.getControlPoint(at: 1, values: &v) } // CAMediaTimingFunction | getControlPoint(at:values:)
  do { _ = [CAMediaTimingFunctionName.linear, .easeOut, .easeInEaseOut, .default] } // CAMediaTimingFunction | names .linear/.easeOut/.easeInEaseOut/.default
  do { _ = CAValueFunction(name: .rotateZ) } // CAValueFunction | init?(name:)
  do { _ = vf.name } // CAValueFunction | name
  do { _ = [CAValueFunctionName.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY, .translateZ] } // CAValueFunction | names
  do { CATransaction.begin() } // CATransaction | begin()
  do { CATransaction.commit() } // CATransaction | commit()
  do { CATransaction.flush() } // CATransaction | flush()
  do { CATransaction.lock() } // CATransaction | lock()
  do { CATransaction.unlock() } // CATransaction | unlock()
  do { _ = CATransaction.animationDuration() } // CATransaction | animationDuration()
  do { CATransaction.setAnimationDuration(1) } // CATransaction | setAnimationDuration(_:)
  do { _ = CATransaction.animationTimingFunction() } // CATransaction | animationTimingFunction()
  do { CATransaction.setAnimationTimingFunction(nil) } // CATransaction | setAnimationTimingFunction(_:)
  do { _ = CATransaction.disableActions() } // CATransaction | disableActions()
  do { CATransaction.setDisableActions(true) } // CATransaction | setDisableActions(_:)
  do { _ = CATransaction.completionBlock() } // CATransaction | completionBlock()
  do { CATransaction.setCompletionBlock(nil) } // CATransaction | setCompletionBlock(_:)
  do { _ = CATransaction.value(forKey: "x") } // CATransaction | value(forKey:)
  do { CATransaction.setValue(nil, forKey: "x") } // CATransaction | setValue(_:forKey:)
  do { _ = CATransform3DIdentity } // CATransform3D and functions | CATransform3DIdentity
  do { _ = CATransform3DIsIdentity(t3) } // CATransform3D and functions | CATransform3DIsIdentity
  do { _ = CATransform3DEqualToTransform(t3, t3) } // CATransform3D and functions | CATransform3DEqualToTransform
  do { _ = CATransform3DMakeTranslation(0, 0, 0) } // CATransform3D and functions | CATransform3DMakeTranslation
  do { _ = CATransform3DMakeScale(1, 1, 1) } // CATransform3D and functions | CATransform3DMakeScale
  do { _ = CATransform3DMakeRotation(0, 0, 0, 1) } // CATransform3D and functions | CATransform3DMakeRotation
  do { _ = CATransform3DTranslate(t3, 0, 0, 0) } // CATransform3D and functions | CATransform3DTranslate
  do { _ = CATransform3DScale(t3, 1, 1, 1) } // CATransform3D and functions | CATransform3DScale
  do { _ = CATransform3DRotate(t3, 0, 0, 0, 1) } // CATransform3D and functions | CATransform3DRotate
  do { _ = CATransform3DConcat(t3, t3) } // CATransform3D and functions | CATransform3DConcat
  do { _ = CATransform3DInvert(t3) } // CATransform3D and functions | CATransform3DInvert
  do { _ = CATransform3DMakeAffineTransform(.identity) } // CATransform3D and functions | CATransform3DMakeAffineTransform
  do { _ = CATransform3DIsAffine(t3) } // CATransform3D and functions | CATransform3DIsAffine
  do { _ = CATransform3DGetAffineTransform(t3) } // CATransform3D and functions | CATransform3DGetAffineTransform
  do { _ = NSValue(caTransform3D: t3).caTransform3DValue } // CATransform3D and functions | NSValue(caTransform3D:)
  do { _ = CACurrentMediaTime() } // CATransform3D and functions | CACurrentMediaTime()
  do { _ = CADisplayLink(target: layer, selector: (nil as Selector?)!) } // CADisplayLink | init(target:selector:)
  do { link.add(to: .main, forMode: .common) } // CADisplayLink | add(to:forMode:)
  do { link.remove(from: .main, forMode: .common) } // CADisplayLink | remove(from:forMode:)
  do { link.invalidate() } // CADisplayLink | invalidate()
  do { _ = link.timestamp } // CADisplayLink | timestamp
  do { _ = link.duration } // CADisplayLink | duration
  do { _ = link.targetTimestamp } // CADisplayLink | targetTimestamp
  do { link.isPaused = true } // CADisplayLink | isPaused
  do { link.preferredFramesPerSecond = 60 } // CADisplayLink | preferredFramesPerSecond
  do { link.preferredFrameRateRange = .default } // CADisplayLink | preferredFrameRateRange
  do { _ = renderer.layer } // CARenderer | layer
  do { renderer.bounds = .zero } // CARenderer | bounds
  do { renderer.beginFrame(atTime: 0, timeStamp: nil) } // CARenderer | beginFrame(atTime:timeStamp:)
  do { _ = renderer.updateBounds() } // CARenderer | updateBounds()
  do { renderer.addUpdate(.zero) } // CARenderer | addUpdate(_:)
  do { _ = renderer.nextFrameTime() } // CARenderer | nextFrameTime()
  do { renderer.render() } // CARenderer | render()
  do { renderer.endFrame() } // CARenderer | endFrame()
  do { _ = CGPath(rect: .zero, transform: nil) } // CGPath | init(rect:transform:)
  do { _ = CGPath(ellipseIn: .zero, transform: nil) } // CGPath | init(ellipseIn:transform:)
  do { _ = CGPath(roundedRect: .zero, cornerWidth: 1, cornerHeight: 1, transform: nil) } // CGPath | init(roundedRect:cornerWidth:cornerHeight:transform:)
  do { _ = path.copy() } // CGPath | copy()
  do { _ = path.copy(using: nil) } // CGPath | copy(using:)
  do { _ = path.mutableCopy() } // CGPath | mutableCopy()
  do { _ = path.mutableCopy(using: nil) } // CGPath | mutableCopy(using:)
  do { _ = path.copy(strokingWithWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10) } // CGPath | copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)
  do { _ = path.copy(dashingWithPhase: 0, lengths: [1]) } // CGPath | copy(dashingWithPhase:lengths:transform:)
  do { _ = CGPath(__byStroking: path, transform: nil, lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10) } // CGPath | init(__byStroking:...)
  do { _ = CGPath(__byDashing: path, transform: nil, phase: 0, lengths: nil, count: 0) } // CGPath | init(__byDashing:...)
  do { _ = path == path } // CGPath | ==
  do { _ = path.isEmpty } // CGPath | isEmpty
  do { _ = path.isRect(nil) } // CGPath | isRect(_:)
  do { _ = path.currentPoint } // CGPath | currentPoint
  do { _ = path.boundingBox } // CGPath | boundingBox
  do { _ = path.boundingBoxOfPath } // CGPath | boundingBoxOfPath
  do { _ = path.contains(.zero, using: .evenOdd, transform: .identity) } // CGPath | contains(_:using:transform:)
  do { path.apply(info: nil) { _, _ in } } // CGPath | apply(info:function:)
  do { path.applyWithBlock { _ in } } // CGPath | applyWithBlock(_:)
  do { _ = path.normalized() } // CGPath | normalized(using:)
  do { _ = path.union(path) } // CGPath | union(_:using:)
  do { _ = path.intersection(path) } // CGPath | intersection(_:using:)
  do { _ = path.subtracting(path) } // CGPath | subtracting(_:using:)
  do { _ = path.symmetricDifference(path) } // CGPath | symmetricDifference(_:using:)
  do { _ = path.lineIntersection(path) } // CGPath | lineIntersection(_:using:)
  do { _ = path.lineSubtracting(path) } // CGPath | lineSubtracting(_:using:)
  do { _ = path.componentsSeparated() } // CGPath | componentsSeparated(using:)
  do { _ = path.flattened(threshold: 1) } // CGPath | flattened(threshold:)
  do { _ = path.intersects(path) } // CGPath | intersects(_:using:)
  do { _ = CGMutablePath() } // CGMutablePath | init()
  do { mpath.move(to: .zero, transform: .identity) } // CGMutablePath | move(to:transform:)
  do { mpath.addLine(to: .zero, transform: .identity) } // CGMutablePath | addLine(to:transform:)
  do { mpath.addLines(between: [], transform: .identity) } // CGMutablePath | addLines(between:transform:)
  do { mpath.addQuadCurve(to: .zero, control: .zero, transform: .identity) } // CGMutablePath | addQuadCurve(to:control:transform:)
  do { mpath.addCurve(to: .zero, control1: .zero, control2: .zero, transform: .identity) } // CGMutablePath | addCurve(to:control1:control2:transform:)
  do { mpath.addRect(.zero, transform: .identity) } // CGMutablePath | addRect(_:transform:)
  do { mpath.addRects([], transform: .identity) } // CGMutablePath | addRects(_:transform:)
  do { mpath.addEllipse(in: .zero, transform: .identity) } // CGMutablePath | addEllipse(in:transform:)
  do { mpath.addRoundedRect(in: .zero, cornerWidth: 1, cornerHeight: 1, transform: .identity) } // CGMutablePath | addRoundedRect(in:cornerWidth:cornerHeight:transform:)
  do { mpath.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true, transform: .identity) } // CGMutablePath | addArc(center:radius:startAngle:endAngle:clockwise:transform:)
  do { mpath.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1, transform: .identity) } // CGMutablePath | addRelativeArc(center:radius:startAngle:delta:transform:)
  do { mpath.addArc(tangent1End: .zero, tangent2End: .zero, radius: 1, transform: .identity) } // CGMutablePath | addArc(tangent1End:tangent2End:radius:transform:)
  do { mpath.addPath(path, transform: .identity) } // CGMutablePath | addPath(_:transform:)
  do { mpath.closeSubpath() } // CGMutablePath | closeSubpath()
  do { path.applyWithBlock { e in _ = e.pointee.type; _ = e.pointee.points } } // CGPath | CGPathElement.type/points
  do { _ = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) } // CGContext | init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
  do { _ = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0, releaseCallback: nil, releaseInfo: nil) } // CGContext | init(data:...:releaseCallback:releaseInfo:)
  do { _ = (ctx.width, ctx.height, ctx.bytesPerRow, ctx.bitsPerComponent, ctx.bitsPerPixel) } // CGContext | width/height/bytesPerRow/bitsPerComponent/bitsPerPixel
  do { _ = ctx.data } // CGContext | data
  do { _ = ctx.bitmapInfo } // CGContext | bitmapInfo
  do { _ = ctx.alphaInfo } // CGContext | alphaInfo
  do { _ = ctx.colorSpace } // CGContext | colorSpace
  do { _ = ctx.makeImage() } // CGContext | makeImage()
  do { ctx.saveGState() } // CGContext | saveGState()
  do { ctx.restoreGState() } // CGContext | restoreGState()
  do { ctx.scaleBy(x: 1, y: 1) } // CGContext | scaleBy(x:y:)
  do { ctx.translateBy(x: 0, y: 0) } // CGContext | translateBy(x:y:)
  do { ctx.rotate(by: 0) } // CGContext | rotate(by:)
  do { ctx.concatenate(.identity) } // CGContext | concatenate(_:)
  do { _ = ctx.ctm } // CGContext | ctm
  do { _ = ctx.userSpaceToDeviceSpaceTransform } // CGContext | userSpaceToDeviceSpaceTransform
  do { _ = ctx.convertToDeviceSpace(CGPoint.zero) } // CGContext | convertToDeviceSpace(_:) point
  do { _ = ctx.convertToUserSpace(CGPoint.zero) } // CGContext | convertToUserSpace(_:) point
  do { _ = ctx.convertToDeviceSpace(CGSize.zero) } // CGContext | convertToDeviceSpace(_:) size
  do { _ = ctx.convertToDeviceSpace(CGRect.zero) } // CGContext | convertToDeviceSpace(_:) rect
  do { _ = ctx.convertToUserSpace(CGRect.zero) } // CGContext | convertToUserSpace(_:) rect
  do { ctx.setLineWidth(1) } // CGContext | setLineWidth(_:)
  do { ctx.setLineCap(.round) } // CGContext | setLineCap(_:)
  do { ctx.setLineJoin(.round) } // CGContext | setLineJoin(_:)
  do { ctx.setMiterLimit(1) } // CGContext | setMiterLimit(_:)
  do { ctx.setLineDash(phase: 0, lengths: [1]) } // CGContext | setLineDash(phase:lengths:)
  do { ctx.setFlatness(1) } // CGContext | setFlatness(_:)
  do { ctx.setAlpha(1) } // CGContext | setAlpha(_:)
  do { ctx.setBlendMode(.multiply) } // CGContext | setBlendMode(_:)
  do { ctx.beginPath() } // CGContext | beginPath()
  do { ctx.move(to: .zero) } // CGContext | move(to:)
  do { ctx.addLine(to: .zero) } // CGContext | addLine(to:)
  do { ctx.addCurve(to: .zero, control1: .zero, control2: .zero) } // CGContext | addCurve(to:control1:control2:)
  do { ctx.addQuadCurve(to: .zero, control: .zero) } // CGContext | addQuadCurve(to:control:)
  do { ctx.closePath() } // CGContext | closePath()
  do { ctx.addRect(.zero) } // CGContext | addRect(_:)
  do { ctx.addRects([]) } // CGContext | addRects(_:)
  do { ctx.addLines(between: []) } // CGContext | addLines(between:)
  do { ctx.addEllipse(in: .zero) } // CGContext | addEllipse(in:)
  do { ctx.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true) } // CGContext | addArc(center:radius:startAngle:endAngle:clockwise:)
  do { ctx.addArc(tangent1End: .zero, tangent2End: .zero, radius: 1) } // CGContext | addArc(tangent1End:tangent2End:radius:)
  do { ctx.addPath(path) } // CGContext | addPath(_:)
  do { ctx.replacePathWithStrokedPath() } // CGContext | replacePathWithStrokedPath()
  do { _ = ctx.isPathEmpty } // CGContext | isPathEmpty
  do { _ = ctx.currentPointOfPath } // CGContext | currentPointOfPath
  do { _ = ctx.boundingBoxOfPath } // CGContext | boundingBoxOfPath
  do { _ = ctx.path } // CGContext | path
  do { _ = ctx.pathContains(.zero, mode: .fill) } // CGContext | pathContains(_:mode:)
  do { ctx.drawPath(using: .fillStroke) } // CGContext | drawPath(using:)
  do { ctx.fillPath(using: .evenOdd) } // CGContext | fillPath(using:)
  do { ctx.strokePath() } // CGContext | strokePath()
  do { ctx.fill(CGRect.zero) } // CGContext | fill(_:) rect
  do { ctx.fill([CGRect.zero]) } // CGContext | fill(_:) rects
  do { ctx.stroke(.zero) } // CGContext | stroke(_:)
  do { ctx.stroke(.zero, width: 1) } // CGContext | stroke(_:width:)
  do { ctx.clear(.zero) } // CGContext | clear(_:)
  do { ctx.fillEllipse(in: .zero) } // CGContext | fillEllipse(in:)
  do { ctx.strokeEllipse(in: .zero) } // CGContext | strokeEllipse(in:)
  do { ctx.strokeLineSegments(between: []) } // CGContext | strokeLineSegments(between:)
  do { ctx.clip(using: .evenOdd) } // CGContext | clip(using:)
  do { ctx.clip() } // CGContext | clip()
  do { ctx.clip(to: CGRect.zero) } // CGContext | clip(to:) rect
  do { ctx.clip(to: [CGRect.zero]) } // CGContext | clip(to:) rects
  do { ctx.clip(to: .zero, mask: image) } // CGContext | clip(to:mask:)
  do { ctx.resetClip() } // CGContext | resetClip()
  do { _ = ctx.boundingBoxOfClipPath } // CGContext | boundingBoxOfClipPath
  do { ctx.setFillColor(color) } // CGContext | setFillColor(_:)
  do { ctx.setStrokeColor(color) } // CGContext | setStrokeColor(_:)
  do { ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1) } // CGContext | setFillColor(red:green:blue:alpha:)
  do { ctx.setFillColor(gray: 0, alpha: 1) } // CGContext | setFillColor(gray:alpha:)
  do { ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB()) } // CGContext | setFillColorSpace(_:)
  do { ctx.setFillColor([CGFloat(0), 0, 0, 1]) } // CGContext | setFillColor(_:) components
  do { ctx.setFillPattern((nil as CGPattern?)!, colorComponents: nil) } // CGContext | setFillPattern(_:colorComponents:)
  do { ctx.setPatternPhase(.zero) } // CGContext | setPatternPhase(_:)
  do { ctx.setRenderingIntent(.defaultIntent) } // CGContext | setRenderingIntent(_:)
  do { ctx.interpolationQuality = .high } // CGContext | interpolationQuality
  do { ctx.setShadow(offset: .zero, blur: 1, color: nil) } // CGContext | setShadow(offset:blur:color:)
  do { ctx.setShadow(offset: .zero, blur: 1) } // CGContext | setShadow(offset:blur:)
  do { ctx.drawLinearGradient(gradient, start: .zero, end: .zero, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]) } // CGContext | drawLinearGradient(_:start:end:options:)
  do { ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: []) } // CGContext | drawRadialGradient(...)
  do { ctx.drawShading((nil as CGShading?)!) } // CGContext | drawShading(_:)
  do { ctx.draw(image, in: .zero, byTiling: true) } // CGContext | draw(_:in:byTiling:)
  do { ctx.draw((nil as CGLayer?)!, in: .zero) } // CGContext | draw(_:in:) CGLayer
  do { ctx.setShouldAntialias(true) } // CGContext | setShouldAntialias(_:)
  do { ctx.setAllowsAntialiasing(true) } // CGContext | setAllowsAntialiasing(_:)
  do { ctx.setShouldSmoothFonts(true) } // CGContext | setShouldSmoothFonts(_:)
  do { ctx.setAllowsFontSmoothing(true) } // CGContext | setAllowsFontSmoothing(_:)
  do { ctx.setShouldSubpixelPositionFonts(true) } // CGContext | setShouldSubpixelPositionFonts(_:)
  do { ctx.textMatrix = .identity } // CGContext | textMatrix
  do { ctx.textPosition = .zero } // CGContext | textPosition
  do { ctx.setCharacterSpacing(0) } // CGContext | setCharacterSpacing(_:)
  do { ctx.setTextDrawingMode(.fill) } // CGContext | setTextDrawingMode(_:)
  do { ctx.setFont(font) } // CGContext | setFont(_:)
  do { ctx.setFontSize(12) } // CGContext | setFontSize(_:)
  do { ctx.showGlyphs([], at: []) } // CGContext | showGlyphs(_:at:)
  do { ctx.beginTransparencyLayer(auxiliaryInfo: nil) } // CGContext | beginTransparencyLayer(auxiliaryInfo:)
  do { ctx.endTransparencyLayer() } // CGContext | endTransparencyLayer()
  do { ctx.beginPage(mediaBox: nil) } // CGContext | beginPage(mediaBox:)
  do { ctx.endPage() } // CGContext | endPage()
  do { ctx.flush() } // CGContext | flush()
  do { ctx.synchronize() } // CGContext | synchronize()
  do { ctx.fillPath() } // CGContext | fillPath(using:) default
  do { _ = CGColor(red: 0, green: 0, blue: 0, alpha: 1) } // CGColor / CGColorSpace | init(red:green:blue:alpha:)
  do { _ = CGColor(gray: 0, alpha: 1) } // CGColor / CGColorSpace | init(gray:alpha:)
  do { _ = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 0, 1]) } // CGColor / CGColorSpace | init(colorSpace:components:)
  do { _ = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) } // CGColor / CGColorSpace | init(srgbRed:green:blue:alpha:)
  do { _ = CGColor(genericGrayGamma2_2Gray: 0, alpha: 1) } // CGColor / CGColorSpace | init(genericGrayGamma2_2Gray:alpha:)
  do { _ = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1) } // CGColor / CGColorSpace | init(genericCMYKCyan:...)
  do { _ = [CGColor.black, CGColor.white, CGColor.clear] } // CGColor / CGColorSpace | black/white/clear
  do { _ = color.components } // CGColor / CGColorSpace | components
  do { _ = color.numberOfComponents } // CGColor / CGColorSpace | numberOfComponents
  do { _ = color.alpha } // CGColor / CGColorSpace | alpha
  do { _ = color.colorSpace } // CGColor / CGColorSpace | colorSpace
  do { _ = color.copy() } // CGColor / CGColorSpace | copy()
  do { _ = color.copy(alpha: 1) } // CGColor / CGColorSpace | copy(alpha:)
  do { _ = color.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil) } // CGColor / CGColorSpace | converted(to:intent:options:)
  do { _ = color == color } // CGColor / CGColorSpace | ==
  do { _ = color.pattern } // CGColor / CGColorSpace | pattern
  do { _ = CGColorSpaceCreateDeviceRGB() } // CGColor / CGColorSpace | CGColorSpaceCreateDeviceRGB()
  do { _ = CGColorSpaceCreateDeviceGray() } // CGColor / CGColorSpace | CGColorSpaceCreateDeviceGray()
  do { _ = CGColorSpace(name: CGColorSpace.sRGB) } // CGColor / CGColorSpace | CGColorSpace(name:)
  do { _ = CGColorSpaceCreateDeviceRGB().model } // CGColor / CGColorSpace | CGColorSpace.model
  do { _ = CGColorSpaceCreateDeviceRGB().numberOfComponents } // CGColor / CGColorSpace | CGColorSpace.numberOfComponents
  do { _ = [CGColorSpace.displayP3, CGColorSpace.linearSRGB, CGColorSpace.genericGrayGamma2_2] } // CGColor / CGColorSpace | CGColorSpace names (displayP3, linearSRGB, genericGrayGamma2_2)
  do { _ = (image.width, image.height) } // CGImage | width/height
  do { _ = (image.bitsPerComponent, image.bitsPerPixel, image.bytesPerRow) } // CGImage | bitsPerComponent/bitsPerPixel/bytesPerRow
  do { _ = image.alphaInfo } // CGImage | alphaInfo
  do { _ = image.bitmapInfo } // CGImage | bitmapInfo
  do { _ = image.colorSpace } // CGImage | colorSpace
  do { _ = image.isMask } // CGImage | isMask
  do { _ = image.cropping(to: .zero) } // CGImage | cropping(to:)
  do { _ = image.masking(image) } // CGImage | masking(_:)
  do { _ = image.copy() } // CGImage | copy()
  do { _ = image.copy(colorSpace: CGColorSpaceCreateDeviceRGB()) } // CGImage | copy(colorSpace:)
  do { _ = image.dataProvider } // CGImage | dataProvider
  do { _ = (image.decode, image.shouldInterpolate, image.renderingIntent) } // CGImage | decode/shouldInterpolate/renderingIntent
  do { _ = image.utType } // CGImage | utType
  do { _ = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 0), provider: (nil as CGDataProvider?)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) } // CGImage | init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)
  do { _ = CGImage(maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1, provider: (nil as CGDataProvider?)!, decode: nil, shouldInterpolate: true) } // CGImage | init(maskWidth:...)
  do { _ = CGImage(pngDataProviderSource: (nil as CGDataProvider?)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) } // CGImage | init(pngDataProviderSource:decode:shouldInterpolate:intent:)
  do { _ = CGImage(jpegDataProviderSource: (nil as CGDataProvider?)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) } // CGImage | init(jpegDataProviderSource:decode:shouldInterpolate:intent:)
  do { _ = CGDataProvider(data: Data() as CFData) } // CGImage | CGDataProvider(data:)
  do { _ = CGImageSourceCreateWithData(Data() as CFData, nil) } // CGImage | CGImageSource (ImageIO)
  do { _ = CGGradient(colorsSpace: nil, colors: [color], locations: nil) } // CGGradient and other CG types | CGGradient(colorsSpace:colors:locations:)
  do { _ = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [0, 0, 0, 1], locations: nil, count: 1) } // CGGradient and other CG types | CGGradient(colorSpace:colorComponents:locations:count:)
  do { _ = (nil as CGShading?)! } // CGGradient and other CG types | CGShading
  do { _ = (nil as CGPattern?)! } // CGGradient and other CG types | CGPattern
  do { _ = (nil as CGLayer?)! } // CGGradient and other CG types | CGLayer
  do { _ = font } // CGGradient and other CG types | CGFont
  do { _ = CGPDFDocument(URL(fileURLWithPath: "/") as CFURL) } // CGGradient and other CG types | CGPDFDocument
  do { _ = CGRect.zero.equalTo(.zero) } // CoreGraphics geometry | CGRect.equalTo(_:)
  do { _ = CGPoint.zero.equalTo(.zero) } // CoreGraphics geometry | CGPoint.equalTo(_:)
  do { _ = CGSize.zero.equalTo(.zero) } // CoreGraphics geometry | CGSize.equalTo(_:)
  do { _ = CGRect.zero.applying(.identity) } // CoreGraphics geometry | CGRect.applying(_:)
  do { _ = CGPoint.zero.applying(.identity) } // CoreGraphics geometry | CGPoint.applying(_:)
  do { _ = CGSize.zero.applying(.identity) } // CoreGraphics geometry | CGSize.applying(_:)
  do { _ = CGRect.zero.divided(atDistance: 1, from: .minXEdge) } // CoreGraphics geometry | CGRect.divided(atDistance:from:)
  do { _ = (CGRect.zero.integral, CGRect.zero.standardized, CGRect.zero.insetBy(dx: 1, dy: 1), CGRect.zero.offsetBy(dx: 1, dy: 1), CGRect.zero.union(.zero), CGRect.zero.intersection(.zero)) } // CoreGraphics geometry | CGRect.integral/standardized/insetBy/offsetBy/union/intersection
  do { _ = (CGRect.zero.contains(CGPoint.zero), CGRect.zero.contains(CGRect.zero), CGRect.zero.intersects(.zero)) } // CoreGraphics geometry | CGRect.contains/intersects
  do { _ = (CGRect.zero.isNull, CGRect.zero.isEmpty, CGRect.zero.isInfinite, CGRect.null, CGRect.infinite) } // CoreGraphics geometry | CGRect.isNull/isEmpty/isInfinite/null/infinite
  do { _ = (CGRect.zero.minX, CGRect.zero.midY, CGRect.zero.maxX, CGRect.zero.width, CGRect.zero.height) } // CoreGraphics geometry | CGRect min/mid/max/width/height
  do { _ = CGVector(dx: 1, dy: 1) } // CoreGraphics geometry | CGVector
  do { _ = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) } // CoreGraphics geometry | CGAffineTransform(a:b:c:d:tx:ty:)
  do { _ = CGAffineTransform(1, 0, 0, 1, 0, 0) } // CoreGraphics geometry | CGAffineTransform(_:_:_:_:_:_:)
  do { _ = (CGAffineTransform(translationX: 0, y: 0), CGAffineTransform(scaleX: 1, y: 1), CGAffineTransform(rotationAngle: 0)) } // CoreGraphics geometry | CGAffineTransform(translationX:y:)/(scaleX:y:)/(rotationAngle:)
  do { _ = (CGAffineTransform.identity.isIdentity, CGAffineTransform.identity.inverted(), CGAffineTransform.identity.concatenating(.identity), CGAffineTransform.identity.translatedBy(x: 1, y: 1), CGAffineTransform.identity.scaledBy(x: 1, y: 1), CGAffineTransform.identity.rotated(by: 1)) } // CoreGraphics geometry | CGAffineTransform identity/isIdentity/inverted/concatenating/translatedBy/scaledBy/rotated
  do { _ = CGAffineTransform.identity.decomposed() } // CoreGraphics geometry | CGAffineTransform.decomposed()
  do { _ = CGAffineTransform(CGAffineTransform.identity.decomposed()) } // CoreGraphics geometry | CGAffineTransformComponents
  do { _ = (NSValue(cgPoint: .zero).cgPointValue, NSValue(cgSize: .zero).cgSizeValue, NSValue(cgRect: .zero).cgRectValue, NSValue(cgAffineTransform: .identity).cgAffineTransformValue) } // CoreGraphics geometry | NSValue(cgPoint:) etc.
  do { _ = NSValue(cgVector: CGVector(dx: 0, dy: 0)) } // CoreGraphics geometry | NSValue(cgVector:)
  do { let _: Float = HUGE + MAXFLOAT } // CoreGraphics geometry | HUGE/MAXFLOAT
  do { _ = CGRect(dictionaryRepresentation: [:] as CFDictionary) } // CoreGraphics geometry | CGRect(dictionaryRepresentation:)
  do { _ = CGRect.zero.dictionaryRepresentation } // CoreGraphics geometry | CGRect.dictionaryRepresentation
}
